import DiaryCore
import Mustache

/// Renders pages through the template library, on every core, in a deterministic order.
public struct SiteRenderer: Sendable {
  public let library: TemplateLibrary

  public init(library: TemplateLibrary) {
    self.library = library
  }

  /// The rendered files, in the order of `pages`; throws the first rendering error.
  public func render(_ pages: [Page]) throws -> [OutputFile] {
    let library = library
    return try pages.concurrentMap { page in
      Result { OutputFile(path: page.path, text: try library.render(page.template, page.context)) }
    }.map { try $0.get() }
  }

  /// One page's text.
  public func render(_ page: Page) throws -> String {
    try library.render(page.template, page.context)
  }

  /// One page's UTF-8 bytes, handed to `body` where they lie. `capacity`: the bytes expected.
  public func withRenderedUTF8<T>(
    _ page: Page, capacity: Int = 0, _ body: (UnsafeRawBufferPointer) throws -> T
  ) throws -> T {
    try library.withRenderedUTF8(page.template, page.context, capacity: capacity, body)
  }

  /// One page's UTF-8 bytes and layout (where its rows lie), handed to `body`; the rows of
  /// `earlier` (the page's last output and layout) are copied where they did not change.
  /// Rows whose identity is in `placeholders` are not made: when one cannot be copied, the
  /// layout says so (`missedPlaceholders`) and the bytes are not the page's. Rows `shared`
  /// holds (rendered by an earlier page of the same build) are copied from there, and the
  /// rows rendered here are kept in it.
  public func withRenderedUTF8<T>(
    _ page: Page, capacity: Int = 0, reusing earlier: EarlierRender?,
    placeholders: Set<UInt64> = [], sharing shared: SharedItems? = nil,
    _ body: (UnsafeRawBufferPointer, RenderLayout) throws -> T
  ) throws -> T {
    try library.withRenderedUTF8(
      page.template, page.context(placeholders: placeholders), capacity: capacity,
      reusing: earlier, sharing: shared, body)
  }
}
