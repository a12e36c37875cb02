/// Answers whether a nib or a cell class exists for a name.
///
/// The shell answers from the bundle (`Bundle.path(forResource:ofType: "nib")`) and the
/// runtime (`NSClassFromString`); tests answer from a set of names.
public protocol CellSourceResolver {
    func nibExists(named name: String) -> Bool
    func cellClassExists(named name: String) -> Bool
}
