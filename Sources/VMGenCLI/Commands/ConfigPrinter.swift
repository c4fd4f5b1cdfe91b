import VMGenKit

/// `ProjectConfig` as the YAML of a `vmgen.yml` that means exactly it: every setting in
/// effect, defaults included; a setting that is off is a comment. A test reads the output
/// back for every example, and checks that every key `ConfigLoader` knows is printed. It is
/// printed, so hidden characters in values are YAML escapes (`YAMLLiteral.string(printed:)`).
enum ConfigPrinter {
    /// `set`: the key paths the project's vmgen.yml sets (`ConfigLoader.keyPaths`); a printed
    /// value that file does not set ends in `# default`. Nil: no marks.
    static func yaml(_ config: ProjectConfig, set: Set<String>? = nil) -> String {
        let lines = settings(config)
        guard let set else { return lines.map(\.text).joined(separator: "\n") + "\n" }
        return lines.map { line in
            guard let path = line.path, !set.contains(path) else { return line.text }
            return line.text + "  # default"
        }.joined(separator: "\n") + "\n"
    }

    /// Each printed line with the key path it shows (nil for a comment or a list item).
    private static func settings(_ config: ProjectConfig) -> [(text: String, path: String?)] {
        var lines: [String] = []
        // A folder vmgen.yml names must exist; a default one may be missing where no command
        // needs it (lint without specs, a project not generated yet). So a default is printed
        // as a comment: the printed file, read back, means exactly what this one does.
        let named = Set(config.namedInputs.map(\.role))
        lines.append((named.contains(.specs) ? "" : "# ") + "specs: \(scalar(config.specs))" + (named.contains(.specs) ? "" : " (the default)"))
        lines.append("locales: \(list(config.locales))")
        lines.append(config.fallbackLocale.map { "fallbackLocale: \(scalar($0))" } ?? "# fallbackLocale: not set (a missing translation is an error, LOC-01)")
        for (key, target) in [("viewModels", config.viewModels), ("server", config.server)] {
            lines += ["\(key):", "  module: \(scalar(target.module))", "  path: \(scalar(target.path))"]
            if key == "viewModels" { lines.append("  imports: \(list(target.imports))") }
        }
        lines += ["resources:", "  server: \(scalar(config.resources.server))", "  client: \(scalar(config.resources.client))"]
        lines.append("domainModules: \(list(config.domainModules))")
        lines.append(config.templates.map { "templates: \(scalar($0))" } ?? "# templates: not set (the built-in templates only)")
        lines.append(config.header.map { "header: \(YAMLLiteral.string($0, printed: true))" } ?? "# header: not set")
        lines.append(config.vmgenVersion.map { "\(VersionCheck.key): \(YAMLLiteral.string($0, printed: true))" } ?? "# \(VersionCheck.key): not set (any vmgen)")
        if config.ruleSettings.isEmpty {
            lines.append("# rules: none set (every rule at its own severity)")
        } else {
            lines.append("rules:")
            for (rule, setting) in config.ruleSettings.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(YAMLLiteral.key(rule, printed: true)): \(scalar(setting.rawValue))")
            }
        }
        lines += ["lint:", (named.contains(.lintInclude) ? "" : "  # ") + (named.contains(.lintInclude) ? "  " : "") + "include: \(list(config.lint.include))"
            + (named.contains(.lintInclude) ? "" : " (the default)"), "  exclude: \(list(config.lint.exclude))"]
        if let isolation = config.lint.defaultIsolation { lines.append("  defaultIsolation: \(scalar(isolation.rawValue))") }
        lines += app(config.app)
        if let views = config.views {
            lines += ["views:", "  path: \(scalar(views.path))", "  module: \(scalar(views.module))", "  handWritten: \(list(views.handWritten.map(\.name)))"]
        } else {
            lines.append("# views: not set (no generated views)")
        }
        if let tests = config.tests {
            lines += ["tests:", "  path: \(scalar(tests.path))", "  module: \(scalar(tests.module))",
                "  resourceDirectoryName: \(scalar(tests.resourceDirectoryName))"]
            lines.append(tests.serverPath.map { "  serverPath: \(scalar($0))" } ?? "  # serverPath: not set (no server tests)")
        } else {
            lines.append("# tests: not set (no generated tests)")
        }
        if let uiTests = config.uiTests {
            lines += ["uiTests:", "  path: \(scalar(uiTests.path))", "  module: \(scalar(uiTests.module))",
                "  bundleIdentifier: \(scalar(uiTests.bundleIdentifier))"]
        } else {
            lines.append("# uiTests: not set (no generated UI tests)")
        }
        let observable = config.observable
        lines += ["observable:", "  path: \(scalar(observable.path))", "  testsPath: \(scalar(observable.testsPath))",
            "  module: \(scalar(observable.module))", "  stateAccess: \(scalar(observable.stateAccess.rawValue))"]
        return withPaths(lines)
    }

    /// Each line's key path from its indentation: `key:` at the top, `  key:` under the last
    /// top-level key. A comment line and a deeper line (a rule, a deployment) has none.
    private static func withPaths(_ lines: [String]) -> [(text: String, path: String?)] {
        var parent = ""
        return lines.map { line in
            let body = line.drop { $0 == " " }
            let indent = line.count - body.count
            guard !body.hasPrefix("#"), let colon = body.firstIndex(of: ":"), indent <= 2 else { return (line, nil) }
            let key = String(body[..<colon])
            if indent == 0 {
                parent = key
                return (line, key)
            }
            return (line, parent + "." + key)
        }
    }

    private static func app(_ app: AppSettings?) -> [String] {
        guard let app else { return ["# app: not set (no App file)"] }
        var lines = ["app:", "  name: \(scalar(app.name))", "  path: \(scalar(app.path))"]
        if let rootView = app.rootView { lines.append("  rootView: \(scalar(rootView))") }
        lines.append("  resourceBundles: \(list(app.resourceBundles))")
        if !app.environment.isEmpty {
            lines.append("  environment:")
            for value in app.environment {
                let literal = { (text: String) in YAMLLiteral.string(text, printed: true) }
                if let type = value.type {
                    lines.append("    \(value.name): { type: \(scalar(type)), default: \(literal(value.defaultValue ?? "")), value: \(literal(value.value)) }")
                } else {
                    lines.append("    \(value.name): \(literal(value.value))")
                }
            }
        }
        if !app.testConfigurations.isEmpty { lines.append("  testConfigurations: \(list(app.testConfigurations))") }
        if !app.featureFlags.isEmpty {
            lines.append("  featureFlags:")
            lines += app.featureFlags.map { "    \($0.flag): \(list($0.views.map(\.name)))" }
        }
        if let version = app.version { lines.append("  version: { module: \(scalar(version.module)), name: \(scalar(version.name)) }") }
        lines.append("  deploymentURLs:")
        func line(_ deployment: AppSettings.Deployment, indent: String) -> String {
            "\(indent)\(YAMLLiteral.key(deployment.name, printed: true)): \(YAMLLiteral.string(deployment.url, printed: true))"
        }
        lines += app.deploymentURLs.filter { !$0.isCustom }.map { line($0, indent: "    ") }
        let custom = app.deploymentURLs.filter(\.isCustom)
        if !custom.isEmpty { lines += ["    custom:"] + custom.map { line($0, indent: "      ") } }
        return lines
    }

    private static func list(_ items: [String]) -> String {
        "[" + items.map(scalar).joined(separator: ", ") + "]"
    }

    /// Plain when the text cannot be read as anything else (paths, module names, locales),
    /// otherwise double-quoted.
    static func scalar(_ text: String) -> String {
        let safe = text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || "_-./".unicodeScalars.contains(scalar)
        }
        let startsSafely = text.first.map { $0.isLetter || $0 == "_" } ?? false
        // YAML 1.1 readers take these as booleans or null.
        let reserved: Set<String> = ["y", "yes", "n", "no", "true", "false", "on", "off", "null"]
        return safe && startsSafely && !reserved.contains(text.lowercased()) ? text : YAMLLiteral.string(text, printed: true)
    }
}
