/// The `features:` and `exposes:` of an observable spec: a screen connected to
/// existing features, each with its production default, and the values it shows through them.
///
/// Paths are member paths (`AppModel.shared.progressFeature`), never code: each part is an
/// identifier, so a spec cannot inject anything.
extension ObservableScreenBuilder {
    static let featureKeys = ["type", "default", "test"]
    static let exposedKeys = ["type", "from", "set"]

    mutating func feature(_ entry: YAMLEntry) -> ObservableScreenSpec.Feature? {
        guard let name = reader.member(entry.key.text, kind: "feature", at: entry.keyLocation),
            let body = reader.mapping(entry.value, what: "the feature '\(name)'")
        else { return nil }
        reader.checkKeys(body, allowed: Self.featureKeys, in: "the feature '\(name)'")
        guard let type = requiredType(in: body, of: "the feature '\(name)'", example: "ProgressManager", at: entry.keyLocation) else { return nil }
        guard let defaultEntry = reader.value("default", in: body) else {
            reader.error("the feature '\(name)' needs its 'default': the production instance the screen connects to, e.g. AppModel.shared.progressFeature", at: entry.keyLocation)
            return nil
        }
        guard let defaultPath = memberPath(defaultEntry.value, what: "'default'", example: "AppModel.shared.progressFeature") else { return nil }
        var feature = ObservableScreenSpec.Feature(name: name, type: type, defaultPath: defaultPath, testPath: nil, location: entry.keyLocation)
        if let testEntry = reader.value("test", in: body), let path = memberPath(testEntry.value, what: "'test'", example: "sample") {
            // A single name is a static member of the feature's type (`sample` → `ProgressManager.sample`).
            feature.testPath = path.contains(".") ? path : type + "." + path
        }
        return feature
    }

    mutating func exposed(_ entry: YAMLEntry, features: [ObservableScreenSpec.Feature]) -> ObservableScreenSpec.Exposed? {
        guard let name = reader.member(entry.key.text, kind: "property", at: entry.keyLocation),
            let body = reader.mapping(entry.value, what: "the shown value '\(name)'")
        else { return nil }
        reader.checkKeys(body, allowed: Self.exposedKeys, in: "the shown value '\(name)'")
        guard let type = requiredType(in: body, of: "the shown value '\(name)'", example: "WeightUnit", at: entry.keyLocation) else { return nil }
        guard let fromEntry = reader.value("from", in: body) else {
            reader.error("the shown value '\(name)' needs 'from': the feature's member it reads, e.g. progress.selectedWeightUnit", at: entry.keyLocation)
            return nil
        }
        guard let path = featurePath(fromEntry.value, what: "'from'", features: features) else { return nil }
        var value = ObservableScreenSpec.Exposed(name: name, type: type, path: path, setter: .none, location: entry.keyLocation)
        if let setEntry = reader.value("set", in: body) {
            if let flag = setEntry.value.scalar.flatMap({ $0.style == .plain ? Bool($0.text) : nil }) {
                value.setter = flag ? .assign : .none
            } else if let method = featurePath(setEntry.value, what: "'set'", features: features) {
                value.setter = .call(method)
            }
        }
        return value
    }

    /// The `type:` a service, feature or shown value must have, as a type spelling.
    mutating func requiredType(in body: [YAMLEntry], of owner: String, example: String, at location: SourceLocation) -> String? {
        guard let entry = reader.value("type", in: body), let type = typeText(entry.value, what: "'type'") else {
            reader.error("\(owner) needs its 'type', e.g. \(example)", at: location)
            return nil
        }
        return type
    }

    /// `a.b.c`, each part an identifier that is not a keyword.
    private mutating func memberPath(_ node: YAMLNode, what: String, example: String) -> String? {
        guard let text = reader.string(node, what: what) else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy({ SwiftNames.isIdentifier($0) && !SwiftNames.keywords.contains($0) }) else {
            reader.error("\(what) is a member path such as \(example), not '\(text)'", at: node.location)
            return nil
        }
        return text
    }

    /// A member path that starts with one of the screen's features: `progress.selectedWeightUnit`.
    private mutating func featurePath(_ node: YAMLNode, what: String, features: [ObservableScreenSpec.Feature]) -> String? {
        let example = (features.first?.name ?? "progress") + (what == "'set'" ? ".selectProgressRange (called with the new value) or true" : ".selectedWeightUnit")
        guard let path = memberPath(node, what: what, example: example) else { return nil }
        let parts = path.split(separator: ".").map(String.init)
        guard parts.count >= 2 else {
            reader.error("\(what) names a feature and its member, e.g. \(example)", at: node.location)
            return nil
        }
        guard features.contains(where: { $0.name == parts[0] }) else {
            reader.error("\(what) reads '\(parts[0])', which is not one of the screen's features\(Suggestion.didYouMean(parts[0], in: features.map(\.name)))", at: node.location)
            return nil
        }
        return path
    }
}
