import Foundation

/// Reads `vmgen.yml` into a `ProjectConfig`, reporting unknown keys and bad values with their
/// locations. Every key is optional; defaults are those of `ProjectConfig()`.
public enum ConfigLoader {
    static let keys = ["specs", "locales", "fallbackLocale", "viewModels", "server", "resources", "domainModules", "templates", "header", "vmgen_version", "rules", "lint", "app", "views", "tests", "observable", "uiTests"]
    static let lintKeys = ["include", "exclude", "defaultIsolation"]
    static let targetKeys = ["module", "path"]
    static let resourceKeys = ["server", "client"]

    public static func load(_ file: SpecFile) -> (config: ProjectConfig, diagnostics: [Diagnostic]) {
        let parsed = YAMLParser.parse(file.bytes, file: file.path)
        var reader = NodeReader(code: "config")
        reader.diagnostics.add(contentsOf: parsed.diagnostics)
        var config = ProjectConfig()
        guard !parsed.diagnostics.hasErrors, let root = parsed.root,
            let entries = reader.mapping(root, what: "vmgen.yml")
        else {
            return (config, reader.diagnostics.diagnostics)
        }
        reader.checkKeys(entries, allowed: keys, in: "vmgen.yml")
        if let entry = reader.value("specs", in: entries), let path = path(entry.value, reader: &reader) {
            config.specs = path
            config.namedInputs.append(.init(role: .specs, path: path, location: entry.value.location))
        }
        if let entry = reader.value("locales", in: entries) {
            config.locales = locales(entry.value, reader: &reader) ?? config.locales
        }
        if let entry = reader.value("fallbackLocale", in: entries) {
            config.fallbackLocale = fallbackLocale(entry.value, locales: config.locales, reader: &reader)
        }
        if let entry = reader.value("viewModels", in: entries) {
            config.viewModels = target(entry.value, default: config.viewModels, what: "'viewModels'", allowsImports: true, reader: &reader)
        }
        if let entry = reader.value("server", in: entries) {
            config.server = target(entry.value, default: config.server, what: "'server'", reader: &reader)
        }
        if config.server.module == config.viewModels.module,
            let location = (reader.value("server", in: entries) ?? reader.value("viewModels", in: entries))?.value["module"]?.location
        {
            reader.error("the server module and the ViewModels module are both '\(config.server.module)'; the ViewModels module never depends on the server, so they are two modules", at: location)
        }
        if let entry = reader.value("resources", in: entries),
            let resourceEntries = reader.mapping(entry.value, what: "'resources'")
        {
            reader.checkKeys(resourceEntries, allowed: resourceKeys, in: "'resources'")
            if let server = reader.value("server", in: resourceEntries) {
                config.resources.server = outputPath(server.value, reader: &reader) ?? config.resources.server
            }
            if let client = reader.value("client", in: resourceEntries) {
                config.resources.client = outputPath(client.value, reader: &reader) ?? config.resources.client
            }
        }
        if let entry = reader.value("domainModules", in: entries), let list = reader.stringList(entry.value, what: "'domainModules'") {
            config.domainModules = list.compactMap { reader.identifier($0.0, kind: "module", at: $0.1) }
            for (module, location) in list where module == config.viewModels.module {
                reader.error("'\(module)' is the ViewModels module itself (viewModels.module), so it cannot be a domain module", at: location)
            }
        }
        if let entry = reader.value("templates", in: entries) {
            config.templates = path(entry.value, reader: &reader)
            if let templates = config.templates {
                config.namedInputs.append(.init(role: .templates, path: templates, location: entry.value.location))
            }
        }
        if let entry = reader.value("header", in: entries) {
            config.header = reader.string(entry.value, what: "'header'")
            if let header = config.header, let problem = headerProblem(header) {
                reader.error(problem, at: entry.value.location)
                config.header = nil
            }
        }
        if let entry = reader.value("vmgen_version", in: entries) {
            config.vmgenVersion = reader.string(entry.value, what: "'vmgen_version'")
        }
        if let entry = reader.value("rules", in: entries) {
            config.ruleSettings = RuleSettingsLoader.settings(entry.value, reader: &reader)
        }
        if let entry = reader.value("lint", in: entries), let lint = reader.mapping(entry.value, what: "'lint'") {
            reader.checkKeys(lint, allowed: lintKeys, in: "'lint'")
            if let value = reader.value("defaultIsolation", in: lint) {
                config.lint.defaultIsolation = defaultIsolation(value.value, reader: &reader)
            }
            for key in ["include", "exclude"] {
                guard let value = reader.value(key, in: lint), let list = reader.stringList(value.value, what: "'\(key)'") else { continue }
                let paths = list.compactMap { item in path(item.0, at: item.1, reader: &reader).map { ($0, item.1) } }
                if key == "include" {
                    config.lint.include = paths.map(\.0)
                    config.namedInputs += paths.map { .init(role: .lintInclude, path: $0.0, location: $0.1) }
                } else {
                    config.lint.exclude = paths.map(\.0)
                }
            }
        }
        if let entry = reader.value("app", in: entries) {
            config.app = AppSettingsLoader.app(entry, config: config, reader: &reader)
        }
        if let entry = reader.value("views", in: entries) {
            config.views = views(entry, config: config, reader: &reader)
        }
        if let entry = reader.value("observable", in: entries) {
            config.observableSettings = observable(entry, config: config, reader: &reader)
        }
        if let entry = reader.value("tests", in: entries) {
            config.tests = AppSettingsLoader.tests(entry, config: config, reader: &reader)
        }
        if let entry = reader.value("uiTests", in: entries) {
            let named = (app: reader.value("app", in: entries) != nil, views: reader.value("views", in: entries) != nil)
            config.uiTests = uiTests(entry, config: config, named: named, reader: &reader)
        }
        return (config, reader.diagnostics.diagnostics)
    }

    /// vmgen knows its own files by the `Generated by vmgen` line, which it looks for in the
    /// first `GeneratedHeader.searchedLines` lines (and 8 KB): a longer project header would
    /// push it out, and vmgen would then refuse to touch every file it wrote.
    static let maximumHeaderLines = GeneratedHeader.searchedLines - 2
    static let maximumHeaderBytes = 4096

    static func headerProblem(_ header: String) -> String? {
        let body = String(header.reversed().drop { $0 == "\n" || $0 == "\r" }.reversed())
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).count
        if lines > maximumHeaderLines {
            return "the header has \(lines) lines; at most \(maximumHeaderLines) fit above vmgen's own header line, "
                + "which must stay within the first \(GeneratedHeader.searchedLines) lines of every file (that is how vmgen knows its files)"
        }
        if body.utf8.count > maximumHeaderBytes {
            return "the header is \(body.utf8.count) bytes; at most \(maximumHeaderBytes) fit above vmgen's own header line, "
                + "which must stay within the first 8 KB of every file (that is how vmgen knows its files)"
        }
        return nil
    }

    private static func target(
        _ node: YAMLNode, default value: ProjectConfig.Target, what: String, allowsImports: Bool = false, reader: inout NodeReader
    ) -> ProjectConfig.Target {
        var result = value
        guard let entries = reader.mapping(node, what: what) else { return result }
        reader.checkKeys(entries, allowed: targetKeys + (allowsImports ? ["imports"] : []), in: what)
        if allowsImports, let imports = reader.value("imports", in: entries), let list = reader.stringList(imports.value, what: "'imports'") {
            result.imports = list.compactMap { reader.identifier($0.0, kind: "module", at: $0.1) }
        }
        if let module = reader.value("module", in: entries), let text = reader.string(module.value, what: "'module'") {
            result.module = reader.identifier(text, kind: "module", at: module.value.location) ?? result.module
        }
        if let path = reader.value("path", in: entries) {
            result.path = outputPath(path.value, reader: &reader) ?? result.path
        }
        return result
    }

    /// A folder vmgen writes generated files into: a project-relative path (`path`) that is not
    /// the project folder itself. vmgen removes what it generated in an output folder and no
    /// spec generates any more, so each is a folder of its own; refused here, at its line, not
    /// later as a path that "leads outside the project".
    static func outputPath(_ node: YAMLNode, reader: inout NodeReader) -> String? {
        guard let folder = path(node, reader: &reader) else { return nil }
        guard folder != "." else {
            reader.error(
                "'\(node.scalar?.text ?? ".")' is the project folder itself; generated files go into a folder of their own (vmgen removes there what it generated and no spec generates any more): name one inside the project, e.g. Sources/ViewModels",
                at: node.location)
            return nil
        }
        return folder
    }

    /// A project-relative folder: no absolute paths and no `..`, so output stays in the project.
    static func path(_ node: YAMLNode, reader: inout NodeReader) -> String? {
        guard let text = reader.string(node, what: "a path") else { return nil }
        return path(text, at: node.location, reader: &reader)
    }

    static func path(_ text: String, at location: SourceLocation, reader: inout NodeReader) -> String? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        if text.hasPrefix("/") || text.hasPrefix("~") {
            reader.error("'\(text)' must be relative to the folder of vmgen.yml", at: location)
            return nil
        }
        if parts.contains("..") {
            reader.error("'\(text)' leaves the project folder; paths in vmgen.yml stay inside it", at: location)
            return nil
        }
        if parts.isEmpty {
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                reader.error("the path is empty; name a folder inside the project", at: location)
                return nil
            }
            return "."
        }
        return parts.joined(separator: "/")
    }

    /// `fallbackLocale:`, one of the configured locales, as `locales:` spells it.
    private static func fallbackLocale(_ node: YAMLNode, locales: [String], reader: inout NodeReader) -> String? {
        guard let locale = reader.string(node, what: "'fallbackLocale'") else { return nil }
        guard let configured = locales.first(where: { LocaleIdentifier.key($0) == LocaleIdentifier.key(locale) }) else {
            reader.error(
                "'\(locale)' is not one of the locales (\(locales.joined(separator: ", "))); the fallback locale is one every text has, so add it to 'locales' or name one of them",
                at: node.location)
            return nil
        }
        return configured
    }

    /// `locales:`, a list of locale identifiers (`LocaleIdentifier`), each once.
    private static func locales(_ node: YAMLNode, reader: inout NodeReader) -> [String]? {
        // `locales: en, es` is one plain scalar, which would become a single locale "en, es".
        if let scalar = node.scalar, !scalar.isNull, scalar.text.contains(",") {
            let items = scalar.text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            reader.error("'\(scalar.text)' is one value; write the locales as a list: [\(items.joined(separator: ", "))]", at: node.location)
            return nil
        }
        guard let list = reader.stringList(node, what: "'locales'") else { return nil }
        var result: [String] = []
        var valid = true
        for (locale, location) in list {
            guard LocaleIdentifier.isValid(locale) else {
                valid = false
                reader.error("'\(locale)' is not a locale identifier: a language code, optionally with a script or region, e.g. en, es, pt-BR, zh-Hans", at: location)
                continue
            }
            if let first = result.first(where: { LocaleIdentifier.key($0) == LocaleIdentifier.key(locale) }) {
                let same = first == locale ? "" : " (as '\(first)'): FOSMVVM reads locale keys lowercased"
                reader.error("the locale '\(locale)' is listed twice\(same)", at: location)
                valid = false
            } else {
                result.append(locale)
            }
        }
        guard valid else { return nil }
        if result.isEmpty {
            reader.error("'locales' lists at least one locale, e.g. [en]", at: node.location)
            return nil
        }
        return result
    }
}
