import Foundation
import VMGenKit
import VMGenTestSupport

extension ImportSource {
    /// A file of the Harbor example, by its path in the example, as import reads it.
    static func harbor(_ path: String) throws -> ImportSource {
        ImportSource(path: path, text: try String(contentsOfFile: Repository.root + "/Examples/Harbor/" + path, encoding: .utf8))
    }
}
