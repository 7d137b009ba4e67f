import Foundation
import Mustache
import Testing

/// One case of the official Mustache spec, named "file: name" in test output.
struct SpecCase: Sendable, CustomTestStringConvertible {
  let file: String
  let name: String
  let template: String
  let data: MustacheValue
  let partials: [String: String]
  let expected: String

  var testDescription: String { "\(file): \(name)" }

  /// The name the case's own template gets in the library (not a valid partial name).
  static let templateName = "spec template"

  /// Renders the template with the partials, missing partials rendering empty as the spec asks.
  func render() throws -> String {
    var files = partials.map { TemplateFile(name: $0.key, path: $0.key, source: $0.value) }
    files.append(TemplateFile(name: Self.templateName, path: "\(file).json", source: template))
    let library = try TemplateLibrary(files: files, missingPartials: .renderEmpty)
    return try library.render(Self.templateName, data)
  }
}

/// Finds the spec JSON files beside the repository (`../shared/mustache-spec`) and reads them.
enum SpecSuite {
  /// The spec folder, located from this source file: package root → `../shared/mustache-spec`.
  /// Links are resolved first, so a package whose test folder links to this one finds it too.
  static let folder: URL? = {
    let packageRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
      .deletingLastPathComponent()  // MustacheTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // package root
    let folder = packageRoot.appendingPathComponent("../shared/mustache-spec").standardized
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
    return exists && isDirectory.boolValue ? folder : nil
  }()

  /// Whether the spec files are there (the conformance tests are skipped otherwise).
  static var isAvailable: Bool { folder != nil }

  /// The names of the spec files (`interpolation` for `interpolation.json`), sorted.
  static var fileNames: [String] {
    guard let folder,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// Every case of one spec file (e.g. `interpolation`, `~inheritance`); empty when absent.
  static func cases(_ file: String) -> [SpecCase] {
    guard let folder else { return [] }
    let url = folder.appendingPathComponent("\(file).json")
    guard let data = try? Data(contentsOf: url),
      let decoded = try? JSONDecoder().decode(SpecFile.self, from: data)
    else {
      return [
        SpecCase(
          file: file, name: "unreadable spec file", template: "", data: .null, partials: [:],
          expected: "<\(url.path) could not be read>")
      ]
    }
    return decoded.tests.map { test in
      SpecCase(
        file: file, name: test.name, template: test.template, data: test.data,
        partials: test.partials ?? [:], expected: test.expected)
    }
  }

  private struct SpecFile: Decodable {
    let tests: [SpecTest]
  }

  private struct SpecTest: Decodable {
    let name: String
    let template: String
    let data: MustacheValue
    let partials: [String: String]?
    let expected: String
  }
}
