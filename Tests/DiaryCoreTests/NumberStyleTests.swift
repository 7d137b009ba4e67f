import DiaryCore
import Testing

@Suite("Numbers written the way a language writes them")
struct NumberStyleTests {
  static let german = NumberStyle(decimalSeparator: ",", groupingSeparator: ".")
  static let spanish = NumberStyle(
    decimalSeparator: ",", groupingSeparator: ".", minimumGroupingDigits: 2)
  static let arabicIndic = NumberStyle(
    decimalSeparator: "٫", groupingSeparator: "٬", digits: .arabicIndic)

  @Test(
    "English numbers in any text become the language's",
    arguments: [
      (german, "10.5 km", "10,5 km"), (german, "1,234.5 km", "1.234,5 km"),
      (german, "48,182 km", "48.182 km"), (german, "4:46 /km", "4:46 /km"),
      (german, "2:05 /100 m", "2:05 /100 m"), (german, "21.8 km/h", "21,8 km/h"),
      (german, "1,131 h 44 min", "1.131 h 44 min"), (german, "1:37:10", "1:37:10"),
      (german, "a, b. 12, 345", "a, b. 12, 345"), (german, "1,5", "1,5"),
      (spanish, "2,000 m", "2000 m"), (spanish, "20,000 m", "20.000 m"),
      (spanish, "1,234.56", "1234,56"), (spanish, "1,234,567", "1.234.567"),
      (arabicIndic, "1,234.5 km", "١٬٢٣٤٫٥ km"), (arabicIndic, "4:46 /km", "٤:٤٦ /km"),
      (.english, "1,234.5 km", "1,234.5 km"),
    ])
  func localized(style: NumberStyle, english: String, expected: String) {
    #expect(style.localized(english) == expected)
  }
}
