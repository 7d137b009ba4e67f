/// One compiled template: its node tree, parsed once and rendered any number of times.
struct Template: Sendable {
  /// The library name (e.g. `partials/row`).
  let name: String
  /// The file path used in diagnostics.
  let path: String
  /// The root nodes.
  let nodes: [TemplateNode]
  /// The source size, used to reserve output capacity.
  let sizeHint: Int
}
