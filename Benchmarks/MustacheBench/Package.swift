// swift-tools-version:6.0
// The Mustache engine's renders timed alone: `swift run -c release` in this folder. The
// engine's sources are the project's (`Mustache` links to them).
import PackageDescription

let package = Package(
  name: "MustacheBench",
  targets: [
    .target(name: "Mustache", path: "Mustache"),
    .executableTarget(name: "MustacheBench", dependencies: ["Mustache"], path: "Sources"),
  ]
)
