import Mustache
import Testing

/// Every case of every file of the official spec, one test argument each, named "file: case".
@Suite(.enabled(if: SpecSuite.isAvailable, "spec folder ../shared/mustache-spec not found"))
struct SpecConformanceTests {
  /// The spec files the tests below read, one test each.
  static let filesRead = [
    "comments", "delimiters", "interpolation", "inverted", "partials", "sections",
    "~dynamic-names", "~inheritance", "~lambdas",
  ]

  @Test("every spec file is read by a test, and has cases")
  func everySpecFileIsRead() {
    #expect(SpecSuite.fileNames == Self.filesRead.sorted())
    for file in Self.filesRead {
      #expect(!SpecSuite.cases(file).isEmpty, "\(file).json has no cases")
    }
  }

  @Test(arguments: SpecSuite.cases("comments"))
  func comments(_ spec: SpecCase) throws {
    #expect(try spec.render() == spec.expected)
  }

  @Test(arguments: SpecSuite.cases("delimiters"))
  func delimiters(_ spec: SpecCase) throws {
    #expect(try spec.render() == spec.expected)
  }

  @Test(arguments: SpecSuite.cases("interpolation"))
  func interpolation(_ spec: SpecCase) throws {
    #expect(try spec.render() == spec.expected)
  }

  @Test(arguments: SpecSuite.cases("inverted"))
  func inverted(_ spec: SpecCase) throws {
    #expect(try spec.render() == spec.expected)
  }

  @Test(arguments: SpecSuite.cases("partials"))
  func partials(_ spec: SpecCase) throws {
    #expect(try spec.render() == spec.expected)
  }

  @Test(arguments: SpecSuite.cases("sections"))
  func sections(_ spec: SpecCase) throws {
    #expect(try spec.render() == spec.expected)
  }

  @Test(arguments: SpecSuite.cases("~dynamic-names"))
  func dynamicNames(_ spec: SpecCase) throws {
    #expect(try spec.render() == spec.expected)
  }

  @Test(arguments: SpecSuite.cases("~inheritance"))
  func inheritance(_ spec: SpecCase) throws {
    #expect(try spec.render() == spec.expected)
  }

  /// Not supported: a `MustacheValue` is plain data, never code.
  @Test(
    .disabled("~lambdas: unsupported, values are plain data with no functions to call"),
    arguments: SpecSuite.cases("~lambdas"))
  func lambdas(_ spec: SpecCase) throws {
    #expect(try spec.render() == spec.expected)
  }
}

/// Says, in the test output, when the conformance cases were skipped.
@Test(.enabled(if: !SpecSuite.isAvailable, "spec folder present: conformance cases run"))
func specFolderMissingNotice() {
  print("note: ../shared/mustache-spec not found; Mustache spec conformance cases skipped")
}
