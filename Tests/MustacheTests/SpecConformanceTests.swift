import Mustache
import Testing

/// Every case of the official spec files, one test argument each.
@Suite(.enabled(if: SpecSuite.isAvailable, "spec folder ../shared/mustache-spec not found"))
struct SpecConformanceTests {
  @Test(arguments: SpecSuite.cases("interpolation"))
  func interpolation(_ spec: SpecCase) throws {
    #expect(try spec.render() == spec.expected)
  }

  @Test(arguments: SpecSuite.cases("sections"))
  func sections(_ spec: SpecCase) throws {
    #expect(try spec.render() == spec.expected)
  }

  @Test(arguments: SpecSuite.cases("inverted"))
  func inverted(_ spec: SpecCase) throws {
    #expect(try spec.render() == spec.expected)
  }

  @Test(arguments: SpecSuite.cases("comments"))
  func comments(_ spec: SpecCase) throws {
    #expect(try spec.render() == spec.expected)
  }

  @Test(arguments: SpecSuite.cases("partials"))
  func partials(_ spec: SpecCase) throws {
    #expect(try spec.render() == spec.expected)
  }

  @Test(arguments: SpecSuite.cases("delimiters"))
  func delimiters(_ spec: SpecCase) throws {
    #expect(try spec.render() == spec.expected)
  }

  @Test(arguments: SpecSuite.cases("~inheritance"))
  func inheritance(_ spec: SpecCase) throws {
    #expect(try spec.render() == spec.expected)
  }
}

/// Says, in the test output, when the conformance cases were skipped.
@Test(.enabled(if: !SpecSuite.isAvailable, "spec folder present: conformance cases run"))
func specFolderMissingNotice() {
  print("note: ../shared/mustache-spec not found; Mustache spec conformance cases skipped")
}
