import Foundation
@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// The project index in the lint cache: every field of `ProjectIndex` and of every struct it
/// holds is written and read back. A field added to the index and not to its coding would make
/// every cached lint decide with that field empty; these tests fail first — by reflection
/// (`codedFields` must name every stored property), and by a round trip of the index of every
/// Swift file of the examples and fixtures, each field of which must hold something.
final class ProjectIndexCodingTests: XCTestCase {
    /// Every Swift file under Examples/ and Tests/Fixtures, project-relative to the repository.
    static let corpus: [(path: String, bytes: [UInt8])] = {
        var files: [(String, [UInt8])] = []
        for folder in ["Examples", "Tests/Fixtures"] {
            let enumerator = FileManager.default.enumerator(atPath: Repository.root + "/" + folder)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: Repository.root + "/" + folder + "/" + relative) else { continue }
                files.append((folder + "/" + relative, Array(data)))
            }
        }
        return files.sorted { $0.0 < $1.0 }
    }()

    /// Declarations no example or fixture holds, so that every field of the index has a value
    /// in the round trip: a name whose request two files answer differently (ambiguous), and a
    /// ViewModel given its `Request` by an extension.
    static let extra: [(path: String, bytes: [UInt8])] = [
        ("Extra/C/LedgerViewModel+Request.swift", Array("extension LedgerViewModel {\n    public typealias Request = LedgerRequest\n}\n".utf8)),
        ("Extra/A/TwinRequest.swift", Array("public final class TwinRequest: ViewModelRequest, @unchecked Sendable {\n    public var responseBody: LeftViewModel?\n}\n".utf8)),
        ("Extra/B/TwinRequest.swift", Array("public final class TwinRequest: ViewModelRequest, @unchecked Sendable {\n    public var responseBody: RightViewModel?\n}\n".utf8)),
        // A project's own .task wrapper, a child view that runs its closure only from .task(id:),
        // and a legacy model a view holds with @StateObject (the OBS rules' view-call facts).
        ("Extra/D/Support.swift", Array("""
            extension View {
                func throwingTask(_ action: @escaping @Sendable () async throws -> Void) -> some View {
                    task { try? await action() }
                }
            }
            struct SearchField: View {
                @State private var text = ""
                var search: (String) async -> Void
                @StateObject private var legacy = LegacyModel()
                var body: some View { TextField("Search", text: $text).task(id: text) { await search(text) } }
            }
            """.utf8)),
    ]

    private func parts() -> [ProjectIndex] {
        (Self.corpus + Self.extra).map { ProjectIndex(SwiftSourceFile.parse($0.bytes, path: $0.path)) }
    }

    private func roundTrip(_ index: ProjectIndex, contextPath: String?) throws -> ProjectIndex {
        let bytes = CacheWriter.encode(contextPath: contextPath) { index.encode(to: &$0) }
        let decoded = CacheBytes(bytes).read(0..<bytes.count, contextPath: contextPath) { reader throws(CacheReader.Malformed) in
            try ProjectIndex(from: &reader)
        }
        return try XCTUnwrap(decoded, "the encoded index does not decode")
    }

    func testEachFilesPartRoundTrips() throws {
        XCTAssertGreaterThan(Self.corpus.count, 100, "the examples and fixtures were not found")
        for (file, part) in zip(Self.corpus + Self.extra, parts()) {
            XCTAssertEqual(try roundTrip(part, contextPath: file.path), part, file.path)
        }
    }

    func testTheMergedIndexOfEveryExampleAndFixtureRoundTrips() throws {
        let merged = ProjectIndex.merged(parts())
        XCTAssertEqual(try roundTrip(merged, contextPath: nil), merged)
        // Each field holds something, so the comparison above compares it.
        for empty in Self.emptyFields(merged, path: "ProjectIndex") {
            XCTFail("\(empty) is empty in the index of every example and fixture, so its round trip is not tested: add a fixture (or `extra` here) that gives it a value")
        }
    }

    /// Merging decoded parts gives the index merging the parts gives (what a cached lint merges).
    func testDecodedPartsMergeToTheSameIndex() throws {
        let parts = parts()
        let decoded = try zip(Self.corpus + Self.extra, parts).map { try roundTrip($1, contextPath: $0.path) }
        XCTAssertEqual(ProjectIndex.merged(decoded), ProjectIndex.merged(parts))
    }

    /// The index's field table names every stored property of the index — those of
    /// `TypeFacts` and `ExtensionWitnesses` one by one — and every other struct the lint cache
    /// writes names each of its stored properties in `codedFields`.
    func testEveryStoredPropertyIsCoded() {
        let table = ProjectIndex.codedFields
        XCTAssertEqual(Set(table).count, table.count, "a field is listed twice")
        let stored = Self.leafFields(ProjectIndex(), path: "", expanding: { path in table.contains { $0.hasPrefix(path + ".") } })
        for missing in stored where !table.contains(missing) {
            XCTFail("ProjectIndex.\(missing) is not in ProjectIndex.fields, so the lint cache does not keep it: add a line for it in Sources/VMGenKit/LintCache/IndexCoding.swift")
        }
        for extra in table where !stored.contains(extra) { XCTFail("ProjectIndex.fields lists '\(extra)', which the index does not have") }
        let location = SourceLocation(file: "a", line: 1, column: 1)
        let stamp = FileStamp(inode: 1, size: 1, modified: .init(seconds: 1, nanoseconds: 1), changed: .init(seconds: 1, nanoseconds: 1))
        let samples: [(Any, [String])] = [
            (ProjectIndex.ViewModelFacts(isClientHosted: false), ProjectIndex.ViewModelFacts.codedFields),
            (RequestRoundTripRule.ProjectFacts(), RequestRoundTripRule.ProjectFacts.codedFields),
            (location, SourceLocation.codedFields),
            (RuleFinding("m", at: location), RuleFinding.codedFields),
            (Diagnostic.error("m", at: location), Diagnostic.codedFields),
            (SuppressionSet.Comment(text: "//", location: location), SuppressionSet.Comment.codedFields),
            (LocalizationBinding(key: "A.b", typeName: "A", isList: false, location: location), LocalizationBinding.codedFields),
            (LocalizationIndex.Entry(locale: "en", key: "A.b", isList: false, location: location), LocalizationIndex.Entry.codedFields),
            (stamp, FileStamp.codedFields),
            (FolderRecord(path: "/a", stamp: stamp, holdsBuildFiles: false), FolderRecord.codedFields),
            (FolderEntries(), FolderEntries.codedFields),
            (IsolationFolder(path: "/a", stamp: stamp, buildFiles: [], mainActorFolders: []), IsolationFolder.codedFields),
            (RecordedScope(), RecordedScope.codedFields),
        ]
        for (sample, coded) in samples {
            let stored = Mirror(reflecting: sample).children.compactMap(\.label)
            let type = String(describing: Swift.type(of: sample))
            for missing in stored where !coded.contains(missing) {
                XCTFail("\(type).\(missing) is not in its codedFields, so the lint cache does not keep it: code it in Sources/VMGenKit/LintCache")
            }
            for extra in coded where !stored.contains(extra) { XCTFail("\(type).codedFields names '\(extra)', which it does not have") }
        }
        // A struct the index holds whole (not field by field) must be one the cache writes.
        for child in Mirror(reflecting: ProjectIndex()).children {
            guard let label = child.label, table.contains(label), Mirror(reflecting: child.value).displayStyle == .struct else { continue }
            XCTAssertTrue(child.value is CacheCodable, "ProjectIndex.\(label) is a \(Swift.type(of: child.value)), which the lint cache cannot write")
        }
    }

    /// The dotted paths of `value`'s stored properties, those `expanding` says are listed
    /// field by field replaced by their own.
    static func leafFields(_ value: Any, path: String, expanding: (String) -> Bool) -> [String] {
        Mirror(reflecting: value).children.flatMap { child -> [String] in
            guard let label = child.label else { return [] }
            let name = path.isEmpty ? label : path + "." + label
            return expanding(name) ? leafFields(child.value, path: name, expanding: expanding) : [name]
        }
    }

    /// The fields (dotted paths) of `value` that hold nothing: an empty collection, or a struct
    /// whose fields all do.
    static func emptyFields(_ value: Any, path: String) -> [String] {
        var empty: [String] = []
        for child in Mirror(reflecting: value).children {
            guard let label = child.label else { continue }
            let mirror = Mirror(reflecting: child.value)
            switch mirror.displayStyle {
            case .struct: empty += emptyFields(child.value, path: path + "." + label)
            case .set, .dictionary, .collection: if mirror.children.isEmpty { empty.append(path + "." + label) }
            default: break
            }
        }
        return empty
    }
}
