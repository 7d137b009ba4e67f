/// The namespaces a reader takes as its format's: no namespace, and those whose URI starts
/// with a prefix (`http://www.topografix.com/GPX/` for GPX 1.0 and 1.1, for example).
struct XMLNamespaceFamily {
  let uriPrefix: String
  /// The last namespace asked about and the answer: most elements of a file share one.
  private var last = (namespace: 0, isMember: true)

  init(uriPrefix: String) { self.uriPrefix = uriPrefix }

  /// Whether the namespace (an index into `scanner.namespaces`) is one of the family.
  mutating func contains(_ namespace: Int, in scanner: inout XMLScanner) -> Bool {
    if namespace != last.namespace {
      let uri = scanner.namespaces[namespace]
      last = (namespace, uri.isEmpty || uri.hasPrefix(uriPrefix))
    }
    return last.isMember
  }
}
