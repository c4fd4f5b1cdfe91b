import VMGenKit

/// The text `vmgen new --request` and `--request-of` write: a request under `requests:` that
/// is valid as it stands and generates without a finding, carrying what its action usually
/// does (a read's query and response, a write's body), for the developer to change. Tests
/// generate and type-check every action.
enum RequestSkeleton {
    /// A new spec of requests alone holding the one request, in the project folder `folder`;
    /// its first line points editors at the project's spec schema.
    static func spec(name: String, action: RequestAction, impliedByName: Bool, folder: String = "Specs") -> String {
        var lines = [
            JSONSchemas.modeline(.spec, inFolder: folder),
            "# Requests no screen's spec owns: a spec of requests alone (it has no viewModel:). For each,",
            "# 'vmgen generate' writes the request, its server controller (the handler is yours) and its",
            "# registration in RequestRoutes.swift. Add more with 'vmgen new <Name> --request-of \(name)'.",
            "# Every key, with what it does: the schema on the first line (your editor completes and",
            "# explains them; 'vmgen schema spec').",
            "requests:",
        ]
        lines += entry(name: name, action: action, impliedByName: impliedByName, indent: "  ", step: "  ")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines of the request's entry under `requests:`, indented by `indent` with nesting `step`.
    static func entry(name: String, action: RequestAction, impliedByName: Bool, indent: String, step: String) -> [String] {
        let inner = indent + step
        let field = inner + step
        var lines = ["\(indent)\(name):"]
        lines.append("\(inner)# A FOSMVVM \(action.protocolName) (\(action.httpMethod)); the handler in \(name)Controller.swift is yours.")
        if !impliedByName {
            lines.append("\(inner)action: \(action.rawValue)")
        }
        let id = identifier(of: name)
        let message = "message: { type: String, required: true, length: 1...200 }"
        switch action {
        case .show:
            lines += ["\(inner)query:", "\(field)\(id): ModelIdType", "\(inner)response:", "\(field)message: String"]
        case .create:
            lines += ["\(inner)body:", "\(field)\(message)", "\(inner)response:", "\(field)\(id): ModelIdType"]
        case .update:
            lines += ["\(inner)body:", "\(field)\(id): ModelIdType", "\(field)\(message)"]
        case .replace:
            lines += ["\(inner)query:", "\(field)\(id): ModelIdType", "\(inner)body:", "\(field)\(message)"]
        case .delete, .destroy:
            lines += ["\(inner)query:", "\(field)\(id): ModelIdType"]
        }
        return lines
    }

    /// `berthReservationId` for `BerthReservationCreate`: the id of the request's noun, the name
    /// without the action word that ends it (without its last word when `action:` is given:
    /// `AnnouncementPin` → `announcementId`); `id` when that is no usable member name.
    static func identifier(of name: String) -> String {
        let words = RequestNames.words(name).filter { !$0.isEmpty }
        let noun = words.count >= 2 ? words.dropLast().joined() : name
        let id = SwiftNames.memberSpelling(of: noun) + "Id"
        return SwiftNames.memberProblem(id, kind: "body field") == nil ? id : "id"
    }
}
