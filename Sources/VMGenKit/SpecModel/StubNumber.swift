/// Number stubs: YAML's integer and float spellings, checked to fit their Swift type and written
/// back as literals Swift accepts (`.5` → `0.5`, `5.` → `5.0`, `+1` → `1.0`).
enum StubNumber {
    /// An `Int` stub: `[-+]?digits` in `Int.min...Int.max`.
    static func int(_ text: String) -> Result<Int, StubProblem> {
        guard isInteger(text) else { return .failure(StubProblem("'\(text)' is not an Int")) }
        guard let value = Int(text) else {
            return .failure(StubProblem("'\(text)' is out of range for an Int (\(Int.min) to \(Int.max))"))
        }
        return .success(value)
    }

    /// A `Double` stub: the Swift literal for it, or why it cannot be one (not a number, not
    /// finite, out of range, or so small it would silently become 0).
    static func double(_ text: String) -> Result<String, StubProblem> {
        guard let parts = floatParts(text) else {
            if [".inf", "-.inf", "+.inf", ".nan", ".Inf", ".NaN", ".INF", ".NAN", "inf", "nan", "infinity"].contains(text.lowercased()) || text.lowercased().hasSuffix("inf") {
                return .failure(StubProblem("'\(text)' is not a finite number; a Double stub is a number such as 4.2"))
            }
            return .failure(StubProblem("'\(text)' is not a Double"))
        }
        guard let value = Double(text), value.isFinite else {
            return .failure(StubProblem("'\(text)' is out of range for a Double (at most about ±1.8e308)"))
        }
        if value == 0, parts.mantissa.contains(where: { $0 != "0" }) {
            return .failure(StubProblem("'\(text)' is too small for a Double: it would silently become 0"))
        }
        if value != 0, value.magnitude < Double.leastNormalMagnitude {
            // Swift warns that such a literal "underflows and loses precision".
            return .failure(StubProblem("'\(text)' is too small for a Double: below about 2.2e-308 it loses precision"))
        }
        // Swift wants digits on both sides of the point, and a point or an exponent in a Double.
        var literal = (parts.negative ? "-" : "") + (parts.whole.isEmpty ? "0" : parts.whole)
        if !parts.fraction.isEmpty {
            literal += "." + parts.fraction
        } else if parts.exponent == nil {
            literal += ".0"
        }
        if let exponent = parts.exponent { literal += "e" + exponent }
        return .success(literal)
    }

    private static func isInteger(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// YAML 1.2's float form: `[-+]? ( . digits | digits ( . digits? )? ) ( [eE] [-+]? digits )?`.
    private static func floatParts(_ text: String) -> (negative: Bool, whole: String, fraction: String, exponent: String?, mantissa: String)? {
        var rest = Substring(text)
        var negative = false
        if rest.first == "-" || rest.first == "+" {
            negative = rest.first == "-"
            rest = rest.dropFirst()
        }
        func digits() -> String {
            let run = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(run.count)
            return String(run)
        }
        let whole = digits()
        var fraction = ""
        if rest.first == "." {
            rest = rest.dropFirst()
            fraction = digits()
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        var exponent: String?
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            var sign = ""
            if rest.first == "-" || rest.first == "+" {
                sign = String(rest.first!)
                rest = rest.dropFirst()
            }
            let power = digits()
            guard !power.isEmpty else { return nil }
            exponent = sign + power
        }
        guard rest.isEmpty else { return nil }
        return (negative, whole, fraction, exponent, whole + fraction)
    }
}
