import VMGenKit

/// The text `vmgen new` writes: a spec (or child entry) that is valid as it stands and
/// generates without a finding, with comments pointing at what to change. Tests generate
/// every variant.
enum SpecSkeleton {
    /// A new top-level page spec, in the project folder `folder`; its first line points
    /// editors at the project's spec schema.
    static func page(name: String, hosting: Hosting, interactive: Bool, locales: [String], folder: String = "Specs") -> String {
        var lines: [String] = [JSONSchemas.modeline(.spec, inFolder: folder)]
        switch hosting {
        case .server:
            lines.append("# \(name): a server-hosted page. 'vmgen generate' writes \(name)ViewModel, \(name)Request,")
            lines.append("# its localization YAML and a factory whose body is yours. Every key, with what it does:")
            lines.append("# the schema on the first line (your editor completes and explains them; 'vmgen schema spec').")
        case .client:
            lines.append("# \(name): a client-hosted page, built on the device by the @ViewModel macro.")
            lines.append("# 'vmgen generate' writes \(name)ViewModel and its localization YAML. Every key, with what it")
            lines.append("# does: the schema on the first line (your editor completes and explains them; 'vmgen schema spec').")
        }
        lines += ["viewModel: \(name)", "hosting: \(hosting.rawValue)", ""]
        lines.append("text:")
        lines.append("  pageTitle: \(localized(ViewModelName.words(name), locales: locales))")
        lines.append("")
        lines.append("properties:")
        lines.append("  message: String")
        if interactive {
            lines.append("")
            lines += operations(name: name, hosting: hosting)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An example user action, in the form each hosting needs.
    static func operations(name: String, hosting: Hosting) -> [String] {
        switch hosting {
        case .server:
            return [
                "# User actions; the live bodies are yours, in \(name)ViewModelOperations.swift.",
                "operations:",
                "  refresh:",
                "    parameters:",
                "      mvvmEnv: MVVMEnvironment   # the live body sends a request with request.processRequest(mvvmEnv:)",
            ]
        case .client:
            return [
                "# User actions: each writes the @Observable storage the View hands in (\(name)State,",
                "# in \(name)State.swift, is yours); the live bodies are yours, in \(name)ViewModelOperations.swift.",
                "operations:",
                "  setMessage:",
                "    parameters:",
                "      message: { type: String, label: _ }",
                "    output: { type: \(name)State, assigns: { message: message } }",
            ]
        }
    }

    /// `{Name}State.swift`: the storage the client-hosted example operation writes, the
    /// user's to change (Harbor's UserSettings has the same shape).
    static func storage(name: String) -> String {
        """
        // Written once by `vmgen new` and yours to change (vmgen never rewrites it): the
        // @Observable storage the \(name) operations write. The View holds it in @Environment and
        // hands it to each operation as `output:`; the App creates it.
        import Foundation
        import Observation

        @Observable
        public final class \(name)State: @unchecked Sendable {
            public var message: String

            public init(message: String = "") {
                self.message = message
            }
        }

        """
    }

    /// The lines of a child entry under `children:`, indented by `indent` with nesting `step`.
    static func child(name: String, parent: String, indent: String, step: String) -> [String] {
        [
            "\(indent)\(name):",
            "\(indent)\(step)# A child of \(parent), built by its factory: use it in a property of \(parent), e.g. rows: [\(name)].",
            "\(indent)\(step)properties:",
            "\(indent)\(step)\(step)id: ModelIdType",
            "\(indent)\(step)\(step)title: String",
        ]
    }

    /// `{ en: "Orders", es: "Orders" }`: every configured locale gets the placeholder, so the
    /// spec passes the every-locale rule until someone translates it.
    static func localized(_ text: String, locales: [String]) -> String {
        "{ " + locales.map { "\(YAMLLiteral.key($0)): \(YAMLLiteral.string(text))" }.joined(separator: ", ") + " }"
    }
}
