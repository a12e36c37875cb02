/// What a collection view's bridge does with a legacy `className` that names a cell class but no nib,
/// where UIKit cannot say whether the app registered it (``ExistingRegistration/unknown(prototypesPossible:)``).
///
/// A guess can go wrong both ways, and each way shows on the device: registering the class over
/// the app's own registration (a nib under another name) builds the cell with `init(frame:)`,
/// outlets nil; leaving it to the app when the app never registered it makes UIKit throw "could not
/// dequeue a view of kind". Tables never guess: they are asked. So the default guesses and says
/// what it guessed, once per identifier, and an app that knows its cells says so:
///
/// ```swift
/// // Every class-only cell of this screen is built in code:
/// CollectionCellBridge(collectionView: collectionView, parentViewController: self,
///                      legacyClassRegistration: .registerByClass)
/// ```
public enum LegacyClassRegistration: Hashable, Sendable {
    /// Register the class unless it looks laid out in Interface Builder (it overrides
    /// `awakeFromNib`) or the screen comes from a storyboard, and log what was decided
    /// (``RegistrationNote``) with what to do if it is wrong.
    case guess
    /// Class-only cells are built in code: register them by class, no note.
    case registerByClass
    /// The app registers every class-only cell itself (prototypes, nibs under other names):
    /// dequeue them as registered, no note.
    case leaveToApp
}
