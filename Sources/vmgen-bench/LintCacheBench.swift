import Foundation

/// The lint cache on the Swift corpus: a repeat lint of the unchanged corpus, a lint after one
/// file was saved, and `lint --stdin --path F` (an editor's lint of one buffer) after a lint
/// left its cache.
extension Bench {
    /// Removes the lint caches in the bench's cache folder: the next lint is a first one.
    func forgetLintCaches() {
        let folder = work + "/records"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".lint") {
            unlink(folder + "/" + name)
        }
    }

    /// The file `--stdin` stands for: the page ViewModel of the middle feature.
    static func stdinFile(_ corpus: [(path: String, text: String)]) -> (path: String, text: String)? {
        let pages = corpus.filter { $0.path.hasPrefix("Sources/ViewModels/") && $0.path.hasSuffix("/" + ($0.path.split(separator: "/")[2]) + "ViewModel.swift") }
        return pages.isEmpty ? nil : pages[pages.count / 2]
    }

    func measureLintCache(into result: inout SwiftResult, folder: String, corpus: [(path: String, text: String)]) throws {
        let log = work + "/lint-repeat.log"
        let cold = result.findings
        result.repeatLint = try repeated("lint, repeated (from the cache)") {
            try lint(folder, log: log, findings: cold, what: "a repeat lint")
        }
        guard let file = Self.stdinFile(corpus) else {
            expect(false, "no page ViewModel in the Swift corpus for --stdin")
            return
        }
        // An edit inside the stub's body (below every declaration and localized text), a line
        // added above everything (the index holds no locations, so neither changes the file's
        // part of it), and a property added, which does: the merged index is merged again.
        let bodyEdit = file.text.replacingOccurrences(of: "freeBerths: Int = 42", with: "freeBerths: Int = 41")
        expect(bodyEdit != file.text, "the --stdin file has no stub to edit")
        let declarationEdit = file.text.replacingOccurrences(of: "    public let operatorName: String\n", with: "    public let operatorName: String\n    public let harborName: String\n")
        expect(declarationEdit != file.text, "the --stdin file has no operatorName property to add one after")
        let buffers = [
            ("as on disk", file.text), ("edited in a body", bodyEdit), ("a line added at its top", "// an unsaved edit\n" + file.text),
            ("a property added", declarationEdit),
        ]
        var measured: [Measurement] = []
        for (what, text) in buffers {
            let buffer = work + "/stdin-buffer.swift"
            try text.write(toFile: buffer, atomically: false, encoding: .utf8)
            measured.append(try repeated("lint --stdin, a file \(what)") {
                unlink(log)
                let cost = try Subprocess.run([vmgen, "lint", "--stdin", "--path", file.path], in: folder, output: log, input: buffer)
                let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                expect(cost.status == 0 || cost.status == 1, "lint --stdin (\(what)) exited \(cost.status): \(text.suffix(300))")
                expect(text.contains("vmgen: 1 Swift file checked"), "lint --stdin (\(what)) did not check the buffer: \(text.suffix(300))")
                return cost
            })
        }
        result.stdinAsOnDisk = measured[0]
        result.stdinBodyEdit = measured[1]
        result.stdinTopEdit = measured[2]
        result.stdinDeclarationEdit = measured[3]
        // Last: the file saved back leaves it newer than the record, which `--stdin` would see.
        result.savedEditLint = try measureSavedEdit(folder: folder, file: file, edited: bodyEdit, findings: cold, log: log)
    }

    /// `lint` with `file` saved as `edited` (as an editor's save before a lint in a terminal or a
    /// pre-commit hook), then saved back as it was.
    private func measureSavedEdit(folder: String, file: (path: String, text: String), edited: String, findings: Int, log: String) throws -> Measurement {
        let path = folder + "/" + file.path
        try edited.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? file.text.write(toFile: path, atomically: false, encoding: .utf8) }
        return try repeated("lint, one file saved with an edit") {
            try lint(folder, log: log, findings: findings, what: "a lint after an edit in a body")
        }
    }

    /// One `vmgen lint` of `folder`, which must report as many findings as the first lint.
    private func lint(_ folder: String, log: String, findings: Int, what: String) throws -> Cost {
        unlink(log)
        let cost = try Subprocess.run([vmgen, "lint"], in: folder, output: log)
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let found = text.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }.count
        expect(found == findings, "\(what) reported \(found) findings, the first one \(findings)")
        return cost
    }
}
