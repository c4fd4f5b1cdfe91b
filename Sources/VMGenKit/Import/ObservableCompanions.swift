/// What an `@Observable` screen's spec says outside its class: each service's methods (from the
/// protocol or closure struct vmgen declares next to the class), the view and tests flags (from
/// the files beside it) and each feature's isolated test instance (from the tests).
extension ObservableScreenReader {
    mutating func readService(_ index: Int, typeName: String) {
        let service = screen.services[index]
        let declared = typeName + service.name.prefix(1).uppercased() + service.name.dropFirst() + "Service"
        guard let (holder, found) = topLevel(named: declared, kind: service.isStruct ? .struct : .protocol) else {
            notes.append(ImportNote(location: declaration.location, message: "service '\(service.name)' is not carried: no \(service.isStruct ? "struct" : "protocol") '\(declared)' declares its methods"))
            screen.services[index].methods = []
            return
        }
        consumed.insert(found.location)
        var methods: [ObservableScreen.Method] = []
        for member in found.members {
            if !service.isStruct, member.kind == .func, member.effects == ["async", "throws"], member.parameters.allSatisfy({ $0.label == nil }) {
                let returns = member.returnType.flatMap { $0 == "Void" ? nil : $0 }
                methods.append(.init(name: member.name, parameters: member.parameters.map { ($0.name, $0.type) }, returns: returns))
            } else if service.isStruct, member.kind == .var, let closure = member.typeAnnotation.flatMap(Self.closure) {
                methods.append(.init(name: member.name, parameters: closure.parameters, returns: closure.returns))
            } else {
                notes.append(ImportNote(location: member.location, message: "\(member.kind.rawValue) '\(member.name)' of '\(declared)' is not carried: a service method is 'async throws'\(service.isStruct ? ", a @Sendable closure with named parameters" : ", with labelled parameters")"))
            }
        }
        screen.services[index].methods = methods
        // The conformance (`extension ArrivalsService: … {}`) or the `.live` forwarding.
        for extended in holder.declarations where extended.kind == .extension {
            if !service.isStruct, extended.inheritance == [declared], extended.members.isEmpty {
                consumed.insert(extended.location)
            } else if service.isStruct, extended.name == declared {
                let tokens = BodyTokens.code(of: extended.members.first { $0.name == "live" } ?? extended, in: holder)
                // `let service = BerthsService.live`
                if let start = tokens.firstIndex(of: "service"), start + 4 < tokens.count, tokens[start + 1] == "=", tokens[start + 3] == "." {
                    screen.services[index].type = tokens[start + 2]
                    screen.services[index].defaultMember = tokens[start + 4]
                    consumed.insert(extended.location)
                }
            }
        }
        if service.isStruct, screen.services[index].type.isEmpty {
            notes.append(ImportNote(location: found.location, message: "service '\(service.name)' is not carried: no extension of '\(declared)' gives its '.live' as 'let service = Type.member'"))
        }
        if !service.isStruct, !holder.declarations.contains(where: { $0.kind == .extension && $0.inheritance == [declared] }) {
            notes.append(ImportNote(location: found.location, message: "the conformance of \(service.type) to '\(declared)' is not read: generate declares 'extension \(service.type): \(declared) {}'"))
        }
    }

    /// `view` and `tests`: the files of those names beside the class. vmgen's own are
    /// regenerated in place (their regions kept); a hand-written one is left alone and noted.
    mutating func readCompanions() {
        let name = screen.name
        if let (holder, view) = topLevel(named: name + "View", kind: .struct) {
            if generated.contains(holder.path) {
                screen.view = true
                consumedFiles.insert(holder.path)
                screen.rowId = Self.rowId(BodyTokens.code(of: view, in: holder), value: screen.value ?? "value")
            } else {
                consumed.insert(view.location)
                notes.append(ImportNote(location: view.location, message: "struct '\(name)View' is not carried: it is hand-written, so the spec says 'view: false' and generate leaves it alone"))
            }
        }
        if let (holder, tests) = topLevel(named: declaration.name + "Tests", kind: .struct) {
            if generated.contains(holder.path) {
                screen.tests = true
                consumedFiles.insert(holder.path)
                readFeatureTests(BodyTokens.code(of: tests, in: holder))
                readStub(BodyTokens.code(of: tests, in: holder), at: tests.location)
            } else {
                consumed.insert(tests.location)
                notes.append(ImportNote(location: tests.location, message: "struct '\(declaration.name)Tests' is not carried: it is hand-written, so the spec says 'tests: false' and generate leaves it alone"))
            }
        }
        if screen.tests {
            for feature in screen.features where feature.test == nil {
                notes.append(ImportNote(location: declaration.location, message: "the test instance of feature '\(feature.name)' is not read from the tests: add 'test:' to the spec"))
            }
        }
    }

    /// `rowId:` from the list view vmgen writes: `SwiftUI.List(viewModel.arrivals, id: \\.id)`
    /// → `id`; `nil` for `List(viewModel.arrivals)` (Identifiable rows) or another view.
    static func rowId(_ tokens: [String], value: String) -> String? {
        let text = tokens.joined()
        let head = "SwiftUI.List(viewModel.\(value),id:\\."
        guard let start = text.range(of: head) else { return nil }
        let path = text[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard !path.isEmpty, text[start.upperBound...].dropFirst(path.count).hasPrefix(")") else { return nil }
        return String(path)
    }

    /// `stub:` from the tests' `#expect(viewModel.state == .loaded(…))`: `[]` is the default,
    /// `T.member` a static member of the state type, a number, `true`/`false` or a plain string.
    private mutating func readStub(_ tokens: [String], at location: SourceLocation) {
        guard let state = screen.state else { return }
        let marker = ["viewModel", ".", "state", "==", ".", "loaded", "("]
        guard let start = tokens.indices.first(where: { tokens[$0...].starts(with: marker) }) else { return }
        // The tokens up to the `)` that closes `.loaded(`.
        var depth = 0
        var value = Array(tokens[(start + marker.count)...].prefix { token in
            if token == "(" { depth += 1 }
            if token == ")" { depth -= 1 }
            return depth >= 0
        })
        if value == ["[", "]"] { return }
        if value.count == 3, value[0] == state, value[1] == "." {
            screen.stub = value[2]
        } else if value.count == 1, let number = Int(value[0]) {
            screen.stub = String(number)
        } else if value == ["true"] || value == ["false"] {
            screen.stub = value[0]
        } else if value.count == 1, value[0].count >= 2, value[0].hasPrefix("\""), value[0].hasSuffix("\""), !value[0].contains("\\") {
            value[0] = String(value[0].dropFirst().dropLast())
            screen.stub = YAMLLiteral.string(value[0])
        } else {
            notes.append(ImportNote(location: location, message: "the tests' stub value '\(value.joined())' is not carried: 'stub:' is a static member of \(state), a number, true/false or a plain string"))
        }
    }

    /// `let tides = TideFeature.sample`: the feature's `test:` (a single name when it is a
    /// static member of the feature's type).
    private mutating func readFeatureTests(_ tokens: [String]) {
        for index in screen.features.indices {
            let feature = screen.features[index]
            guard let start = tokens.indices.first(where: { tokens[$0] == "let" && $0 + 2 < tokens.count && tokens[$0 + 1] == feature.name && tokens[$0 + 2] == "=" }) else { continue }
            var path: [String] = []
            var position = start + 3
            while position < tokens.count, tokens[position].first.map({ $0.isLetter || $0 == "_" }) == true {
                path.append(tokens[position])
                guard position + 2 < tokens.count, tokens[position + 1] == "." else { break }
                position += 2
            }
            screen.features[index].test = path.count == 2 && path[0] == feature.type ? path[1] : path.joined(separator: ".")
        }
    }

    private func topLevel(named name: String, kind: SwiftDeclaration.Kind) -> (SwiftSourceFile, SwiftDeclaration)? {
        // The class's own file first: that is where vmgen declares the services.
        for holder in [file] + files {
            if let found = holder.declarations.first(where: { $0.kind == kind && $0.name == name }) { return (holder, found) }
        }
        return nil
    }

    /// `@Sendable (_ arrivalId: String, _ berth: String) async throws -> Void`: the named parameters and the result.
    static func closure(_ type: String) -> (parameters: [(name: String, type: String)], returns: String?)? {
        let prefix = "@Sendable ("
        let middle = ") async throws -> "
        guard type.hasPrefix(prefix), let range = type.range(of: middle, options: .backwards) else { return nil }
        let list = type[type.index(type.startIndex, offsetBy: prefix.count)..<range.lowerBound]
        let returned = String(type[range.upperBound...])
        var parameters: [(name: String, type: String)] = []
        if list.isEmpty { return (parameters, returned == "Void" ? nil : returned) }
        var depth = 0
        var current = ""
        for character in list + "," {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                let piece = current.trimmingPrefix(" ")
                guard piece.hasPrefix("_ "), let colon = piece.firstIndex(of: ":") else { return nil }
                parameters.append((String(piece[piece.index(piece.startIndex, offsetBy: 2)..<colon]), piece[piece.index(after: colon)...].trimmingPrefix(" ").description))
                current = ""
            } else {
                current.append(character)
            }
        }
        return (parameters, returned == "Void" ? nil : returned)
    }
}
