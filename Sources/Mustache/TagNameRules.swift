/// Checks tag names: present, without inner whitespace, dotted names without empty parts.
enum TagNameRules {
  /// A diagnostic message when `tag`'s name is not acceptable, otherwise `nil`.
  static func problem(with tag: TemplateTag) -> String? {
    switch tag.kind {
    case .comment, .setDelimiters:
      return nil
    default:
      break
    }
    if tag.name.isEmpty { return "empty tag name" }
    if tag.name.utf8.contains(where: TemplateScanner.isWhitespace) {
      return "invalid tag name '\(tag.name)'"
    }
    switch tag.kind {
    case .variable, .unescaped, .section, .inverted, .close, .dynamicPartial:
      if tag.name != "."
        && tag.name.split(separator: ".", omittingEmptySubsequences: false)
          .contains(where: \.isEmpty)
      {
        return "invalid tag name '\(tag.name)'"
      }
      return nil
    default:
      return nil
    }
  }
}
