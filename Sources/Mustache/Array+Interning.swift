extension Array where Element: Equatable {
  /// The index of `element`, appended first when it is not here yet: for short tables of
  /// values kept once each (the sets of names items read).
  mutating func interning(_ element: Element) -> Int {
    if let known = lastIndex(of: element) { return known }
    append(element)
    return count - 1
  }
}
