import DiaryCore
import Mustache

/// One file of the site: where it goes, a key that changes whenever its bytes can, and how its
/// bytes are made. Cheap to make: a page's data is made only when it is rendered.
public struct SiteFile: Sendable {
  /// Relative to the site's root, with `/` separators: `workouts/2026-11-28-easy-run.html`.
  public let path: String
  /// Makes the file's key (`key`), from what the file shows.
  private let makeKey: @Sendable () -> Fingerprint
  let content: Content

  /// Equal keys give equal bytes (with the same templates): a build renders only the files
  /// whose key changed. Made on each call (from the file's input): callers keep it.
  public var key: Fingerprint { makeKey() }

  /// Whether the file is a page rendered through a template.
  public var isPage: Bool {
    if case .page = content { return true }
    return false
  }

  enum Content: Sendable {
    /// A page: its template, and the data the template shows, made when it is rendered.
    case page(template: String, context: @Sendable (RowHTML) throws -> MustacheValue)
    /// Bytes given (the theme's assets).
    case bytes(@Sendable () -> [UInt8])
    /// A header, fragments and a footer (the exports), made when the file is made.
    case fragments(@Sendable () -> FragmentedFile)
  }

  /// A page from its input: its key is derived from the input, the settings, the template and
  /// the path.
  init<Input: PageInput>(page input: Input, in site: SiteContext) {
    let path = input.path
    self.path = path
    // One copy of the input for both closures (each would hold its own).
    let held = Held(input)
    makeKey = {
      var key = Fingerprint(encoding: held.value)
      key.combine(site.settings)
      key.combine(Input.template)
      key.combine(path)
      return key
    }
    content = .page(template: Input.template) { rows in
      try held.value.context(in: RenderContext(site: site, rowHTML: rows))
    }
  }

  /// A value shared by reference.
  private final class Held<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  /// A file made of fragments from `input`, which must hold everything its bytes depend on
  /// besides the settings.
  init<Input: Encodable & Sendable>(
    path: String, input: Input, in site: SiteContext,
    fragments: @escaping @Sendable (Input) -> FragmentedFile
  ) {
    self.path = path
    makeKey = {
      var key = Fingerprint(encoding: input)
      key.combine(site.settings)
      key.combine(path)
      return key
    }
    content = .fragments { fragments(input) }
  }

  /// A file of the theme, as it is.
  public init(asset: OutputFile) {
    path = asset.path
    makeKey = {
      var key = Fingerprint()
      key.combine(asset.path)
      key.combine(asset.bytes)
      return key
    }
    content = .bytes { asset.bytes }
  }
}
