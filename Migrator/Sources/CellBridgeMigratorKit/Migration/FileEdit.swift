/// One file a migration creates, changes or deletes, with its contents before and after.
///
/// Paths are relative to the scanned root. `before` is what the migration read (nil: the file is new);
/// `after` is what it writes (nil: the file is deleted). The writer checks `before` again just before
/// writing, so a file someone edited in the meantime is never overwritten.
struct FileEdit: Sendable, Equatable {
    var path: String
    var before: String?
    var after: String?

    /// What the edit does, as the summary says it.
    var verb: String {
        switch (before, after) {
        case (nil, _): return "create"
        case (_, nil): return "delete"
        default: return "edit"
        }
    }
}
