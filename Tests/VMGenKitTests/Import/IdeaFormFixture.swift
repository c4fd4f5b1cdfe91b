import VMGenKit

/// A hand-written form in FOSMVVM's own shape (reference part 2 §1.4) for `ImportFormTests`:
/// the Fields protocol and its extension, the Messages, their YAML, the form ViewModel and the
/// create request.
enum IdeaFormFixture {
    /// A hand-written trio in FOSMVVM's own shape (reference part 2 §1.4): another member
    /// order, `[FormFieldBase]?` without `any`, one-line results, no vmgen header.
    static let fields = ImportSource(path: "V/FieldModels/IdeaFields.swift", text: """
        import FOSMVVM

        public protocol IdeaFields: ValidatableModel, Codable, Sendable {
            var content: String { get set }
            var rating: Double? { get set }
            var ideaValidationMessages: IdeaFieldsMessages { get }
        }

        public extension IdeaFields {
            static var contentField: FormField<String> { .init(
                fieldId: .init(id: "content"),
                title: .localized(for: IdeaFieldsMessages.self, propertyName: "content", messageKey: "title"),
                placeholder: .localized(for: IdeaFieldsMessages.self, propertyName: "content", messageKey: "placeholder"),
                type: .textArea(inputType: .text),
                options: [.required(value: true), .autocapitalize(value: .sentences)] + FormInputOption.rangeLength(contentRange)
            ) }

            static var ratingField: FormField<Double?> { .init(
                fieldId: .init(id: "rating"),
                title: .localized(for: IdeaFieldsMessages.self, propertyName: "rating", messageKey: "title"),
                type: .text(inputType: .number),
                options: [.minValue(value: 1), .maxValue(value: 5)]
            ) }

            static var contentRange: ClosedRange<Int> { 1...280 }
            static var ratingRange: ClosedRange<Double> { 1.0...5.0 }

            internal func validateRating(_ fields: [FormFieldBase]?) -> [ValidationResult]? {
                guard fields == nil || (fields?.contains(Self.ratingField) == true) else { return nil }
                var result = [ValidationResult]()
                if let rating, !Self.ratingRange.contains(rating) {
                    result.append(.init(status: .error, field: Self.ratingField, message: ideaValidationMessages.ratingOutOfRangeMessage))
                }
                return result.isEmpty ? nil : result
            }

            internal func validateContent(_ fields: [FormFieldBase]?) -> [ValidationResult]? {
                guard fields == nil || (fields?.contains(Self.contentField) == true) else { return nil }
                var result = [ValidationResult]()
                if content.isEmpty {
                    result.append(.init(status: .error, field: Self.contentField,
                                        message: ideaValidationMessages.contentRequiredMessage))
                } else if !Self.contentRange.contains(NSString(string: content).length) {
                    result.append(.init(status: .error, field: Self.contentField,
                                        message: ideaValidationMessages.contentOutOfRangeMessage))
                }
                return result.isEmpty ? nil : result
            }

            internal func validateBeyondLimits(_ fields: [any FormFieldBase]?) -> [ValidationResult]? {
                nil
            }

            func validate(fields: [FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
                var result = [ValidationResult]()
                result += validateContent(fields)
                result += validateRating(fields)
                result += validateBeyondLimits(fields)
                if !result.isEmpty { validations.validations = result }
                return .init(for: result)
            }
        }
        """)

    static let messages = ImportSource(path: "V/FieldModels/IdeaFieldsMessages.swift", text: """
        import FOSMVVM

        @FieldValidationModel public struct IdeaFieldsMessages {
            @LocalizedString("content", messageGroup: "validationMessages", messageKey: "required")
            public var contentRequiredMessage
            @LocalizedString("content", messageGroup: "validationMessages", messageKey: "outOfRange")
            public var contentOutOfRangeMessage
            @LocalizedString("rating", messageGroup: "validationMessages", messageKey: "outOfRange")
            public var ratingOutOfRangeMessage

            public init() {}
        }
        """)

    static let viewModel = ImportSource(path: "V/IdeaForm/IdeaFormViewModel.swift", text: """
        @ViewModel
        public struct IdeaFormViewModel: IdeaFields {
            @LocalizedString public var pageTitle
            public var content: String
            public var rating: Double?
            public var author: String
            public let ideaValidationMessages: IdeaFieldsMessages
            public var vmId: ViewModelId = .init(type: Self.self)

            public init(content: String, rating: Double?, author: String) {
                self.content = content
                self.rating = rating
                self.author = author
                self.ideaValidationMessages = .init()
            }

            public static func stub(content: String = "A bridge", rating: Double? = 1.0, author: String = "Fred Flintstone") -> Self {
                .init(content: content, rating: rating, author: author)
            }
        }
        """)

    static let request = ImportSource(path: "V/IdeaForm/IdeaCreateRequest.swift", text: """
        public final class IdeaCreateRequest: CreateRequest, @unchecked Sendable {
            public typealias Query = EmptyQuery
            public typealias Fragment = EmptyFragment
            public typealias ResponseBody = EmptyBody
            public typealias ResponseError = EmptyError

            public struct RequestBody: ServerRequestBody, IdeaFields {
                public var content: String
                public var rating: Double?
                public var ideaValidationMessages: IdeaFieldsMessages { .init() }

                public init(content: String, rating: Double?) {
                    self.content = content
                    self.rating = rating
                }
            }

            public let requestBody: RequestBody?
            public var responseBody: EmptyBody?

            public init(query: EmptyQuery? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil,
                        requestBody: RequestBody? = nil, responseBody: EmptyBody? = nil) {
                self.requestBody = requestBody
                self.responseBody = responseBody
            }

            public static func stub() -> Self {
                .init(requestBody: .init(content: "A bridge", rating: 1.0))
            }
        }
        """)

    static let yaml = ImportSource(path: "R/IdeaFieldsMessages.yml", text: """
        en:
          IdeaFieldsMessages:
            content:
              title: "Idea"
              placeholder: "Describe your idea"
              validationMessages:
                required: "Content is required"
                outOfRange: "Content must be 1 to 280 characters"
            rating:
              title: "Rating"
              validationMessages:
                outOfRange: "From 1 to 5"
          IdeaFormViewModel:
            pageTitle: "Ideas"
        """)
}
