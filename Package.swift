// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "WorkoutsDiary",
  products: [
    .executable(name: "diary", targets: ["diary"])
  ],
  targets: [
    .systemLibrary(
      name: "CCmark",
      pkgConfig: "libcmark",
      providers: [.apt(["libcmark-dev"])]
    ),
    // libdeflate (Debian's libdeflate-dev) inflates gzip files, zlib (zlib1g-dev) says where a
    // corrupt one fails and compresses; libzip (libzip-dev) reads zip archives (a Strava bulk
    // export) from memory. All serve ActivityFiles only.
    .systemLibrary(
      name: "CLibdeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(name: "CLibzip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"])]),
    .target(name: "ActivityFiles", dependencies: ["CLibdeflate", "CZlib", "CLibzip"]),
    .target(name: "DiaryCore"),
    .target(name: "DiaryFileSystem"),
    .target(name: "JournalParser", dependencies: ["DiaryCore", "DiaryFileSystem", "CCmark"]),
    .target(name: "Mustache"),
    .target(name: "SiteRenderer", dependencies: ["DiaryCore", "DiaryFileSystem", "Mustache"]),
    .target(name: "SiteServer", dependencies: ["DiaryFileSystem"]),
    .target(
      name: "DiaryCLI",
      dependencies: [
        "ActivityFiles", "DiaryCore", "DiaryFileSystem", "JournalParser", "Mustache",
        "SiteRenderer", "SiteServer",
      ]
    ),
    // The release binary: mimalloc (Debian's libmimalloc-dev) serves every allocation, the
    // Swift runtime's and cmark's too, and the Swift runtime is linked in (Benchmarks/README.md
    // has what each gains). Debug builds and tests use the system's allocator. Foundation (for
    // `diary import`: XMLParser, time zones) comes in with the runtime; its static archives
    // need the libraries below named, which the dynamic ones bring themselves.
    .executableTarget(
      name: "diary", dependencies: ["DiaryCLI"],
      linkerSettings: [
        .linkedLibrary("mimalloc", .when(configuration: .release)),
        .unsafeFlags(["-static-stdlib"], .when(configuration: .release)),
        .linkedLibrary("CoreFoundation", .when(configuration: .release)),
        .linkedLibrary("_CFXMLInterface", .when(configuration: .release)),
        .linkedLibrary("_FoundationICU", .when(configuration: .release)),
        .linkedLibrary("xml2", .when(configuration: .release)),
        .linkedLibrary("_FoundationCollections", .when(configuration: .release)),
        .linkedLibrary("_FoundationCShims", .when(configuration: .release)),
      ]),
    .executableTarget(name: "ActivityFilesBench", dependencies: ["ActivityFiles"]),
    .testTarget(
      name: "ActivityFilesTests", dependencies: ["ActivityFiles", "TestSupport"],
      exclude: ["FuzzRegressions"]
    ),
    .testTarget(name: "DiaryCoreTests", dependencies: ["DiaryCore"]),
    .testTarget(
      name: "JournalParserTests", dependencies: ["JournalParser", "DiaryCore"],
      exclude: ["FuzzRegressions"]
    ),
    .testTarget(
      name: "MustacheTests", dependencies: ["Mustache", "TestSupport"], exclude: ["FuzzRegressions"]
    ),
    .testTarget(
      name: "SiteRendererTests",
      dependencies: ["SiteRenderer", "DiaryCore", "JournalParser", "Mustache"],
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "DiaryCLITests",
      dependencies: [
        "ActivityFiles", "DiaryCLI", "DiaryCore", "JournalParser", "SiteRenderer", "SiteServer",
        "TestSupport",
      ],
      exclude: ["Fixtures"]
    ),
    .testTarget(name: "SiteServerTests", dependencies: ["SiteServer"]),
    // What the test targets share: the seeded random generator.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
  ]
)
