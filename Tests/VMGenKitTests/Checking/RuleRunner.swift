import VMGenKit

/// Runs one rule example through the real pipeline — `vmgen check` for specs, `vmgen lint` for
/// Swift and YAML — and returns where the rule fired.
enum RuleRunner {
    static var config: ProjectConfig {
        var config = ProjectConfig()
        config.locales = ["en", "es"]
        config.domainModules = ["HarborData"]
        return config
    }

    struct Hit: Hashable, Comparable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int

        static func < (lhs: Hit, rhs: Hit) -> Bool { (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column) }
        var description: String { "\(file):\(line):\(column)" }
    }

    /// Every file of the example, with markers removed, and where the markers were.
    static func files(of example: RuleExample) -> (files: [(RuleExample.Language, String, String)], markers: [Hit]) {
        var files: [(RuleExample.Language, String, String)] = []
        var markers: [Hit] = []
        for part in [example] + example.companions {
            let (text, positions) = part.unmarked
            files.append((part.language, part.path, text))
            markers += positions.map { Hit(file: part.path, line: $0.line, column: $0.column) }
        }
        return (files, markers.sorted())
    }

    /// All diagnostics of running `files`.
    static func diagnostics(_ files: [(RuleExample.Language, String, String)]) -> [Diagnostic] {
        let specs = files.filter { $0.0 == .spec }.map { SpecFile(path: $0.1, text: $0.2) }
        var result: [Diagnostic] = []
        if !specs.isEmpty {
            let (documents, syntax) = Generator.parse(specs)
            let (set, model) = SpecModelBuilder.build(documents, domainModules: config.domainModules)
            result += syntax + model + SpecChecker.check(set, config: config, specs: specs)
        }
        let swift = files.filter { $0.0 == .swift }.map { (path: $0.1, bytes: Array($0.2.utf8)) }
        let yaml = files.filter { $0.0 == .yaml }.map { (path: $0.1, bytes: Array($0.2.utf8)) }
        if !swift.isEmpty || !yaml.isEmpty {
            result += Linter.lint(swift: swift, yaml: yaml, config: config).diagnostics
        }
        return result
    }

    static func hits(of rule: RuleDescription, in files: [(RuleExample.Language, String, String)]) -> [Hit] {
        diagnostics(files).filter { $0.code == rule.id }.compactMap { diagnostic in
            diagnostic.location.map { Hit(file: $0.file, line: $0.line, column: $0.column) }
        }.sorted()
    }
}
