/// The URL path and HTTP method FOSMVVM serves each generated request at, and the check that
/// no two requests share both: the server would register two handlers for one route and stop at
/// boot (or one would never be reached).
///
/// FOSMVVM derives the path from the type name (`ServerRequest.path`): the name without its
/// protocol's base name (`CreateRequest`, `ShowRequest`, …) and without `Request`, then the
/// body types' names (`_{request body}_{response body}`, leaving out `EmptyBody` and a type named
/// `RequestBody`), in snake case. So `BerthDeleteRequest` and `BerthDestroyRequest` both become
/// `berth`, and both are DELETE: one route.
public enum RequestPaths {
    struct Served {
        var typeName: String
        var method: String
        var path: String
        var location: SourceLocation
    }

    static func check(_ viewModels: [ViewModelSpec], requests: [RequestDeclaration], reader: inout NodeReader) {
        var served: [Served] = []
        for viewModel in viewModels {
            if let request = viewModel.request {
                // A ViewModelRequest: base name ShowRequest, its response body the ViewModel.
                served.append(Served(
                    typeName: viewModel.name + "Request", method: RequestAction.show.httpMethod,
                    path: path(viewModel.name + "Request", base: "ShowRequest", requestBody: nil, responseBody: viewModel.typeName),
                    location: request.location))
            }
            if let form = viewModel.form, form.fields != nil, form.createRequest {
                served.append(Served(
                    typeName: form.createRequestType, method: RequestAction.create.httpMethod,
                    path: path(form.createRequestType, base: RequestAction.create.protocolName, requestBody: "RequestBody", responseBody: nil),
                    location: form.location))
            }
        }
        for request in requests {
            served.append(Served(
                typeName: request.typeName, method: request.action.httpMethod,
                path: path(
                    request.typeName, base: request.action.protocolName, requestBody: request.body == .empty ? nil : "RequestBody",
                    responseBody: request.response.isEmpty ? nil : "ResponseBody"),
                location: request.location))
        }
        var first: [String: Served] = [:]
        for request in served.sorted(by: { $0.location < $1.location }) {
            let route = request.method + " /" + request.path
            guard let earlier = first[route] else {
                first[route] = request
                continue
            }
            reader.error(
                "\(request.typeName) and \(earlier.typeName) would both be served at \(route): FOSMVVM derives a request's path from its type name without its action, so two requests of one noun need different HTTP methods; name one after another noun",
                at: request.location, notes: ["\(earlier.typeName) is declared at \(earlier.location)"])
        }
    }

    /// `ServerRequest.path` of `typeName`: `nil` body types are `EmptyBody`.
    public static func path(_ typeName: String, base: String, requestBody: String?, responseBody: String?) -> String {
        let stem = typeName.replacingOccurrences(of: base, with: "").replacingOccurrences(of: "Request", with: "")
        let bodies = [requestBody, responseBody].compactMap { body -> String? in
            guard let body else { return nil }
            let path = snakeCased(body)
            return path == "request_body" ? nil : "_" + path
        }
        return snakeCased(stem + bodies.joined()).trimmingCharacters(in: ["_"])
    }

    /// `BerthReservation_response_body` → `berth_reservation_response_body`.
    static func snakeCased(_ text: String) -> String {
        var result = ""
        var previous: Character?
        for character in text {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                result.append("_")
            }
            result.append(contentsOf: character.lowercased())
            previous = character
        }
        return result
    }
}
