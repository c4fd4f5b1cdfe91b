/// The template contexts of the factory, display-enum and request files.
enum FileContexts {
    static func factory(_ viewModel: ViewModelSpec, config: ProjectConfig) -> TemplateValue {
        .object([
            "typeName": .string(viewModel.typeName),
            "viewModelsModule": .string(config.viewModels.module),
            "notWrittenReason": .string(SwiftLiteral.string("\(viewModel.typeName).body(context:) is not written yet")),
            "requestName": .string(viewModel.name + "Request"),
            "firstVersion": .string(viewModel.versions.first?.text ?? ""),
            "versions": .list(viewModel.versions.map { version in
                .object([
                    "name": .string(version.name),
                    "major": .string(String(version.major)),
                    "minor": .string(String(version.minor)),
                    "patch": .string(String(version.patch)),
                    "notWrittenReason": .string(SwiftLiteral.string("\(viewModel.typeName).model_\(version.name)(context:), the shape of app version \(version.text), is not written yet")),
                ])
            }),
        ])
    }

    static func displayEnum(_ displayEnum: DisplayEnum, owner: ViewModelSpec) -> TemplateValue {
        .object([
            "name": .string(displayEnum.name),
            "ownerTypeName": .string(owner.typeName),
            "cases": .list(displayEnum.cases.map { .string($0.name) }),
        ])
    }
}
