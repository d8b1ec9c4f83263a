internal import NavGraph

/// A modal's or a push's state that the app hands, as a binding, to a UIKit or AppKit view made a
/// SwiftUI view (`NoteField(showsDuePicker: $showsDuePicker)`, a `UIViewRepresentable`) and that no
/// code the reader follows writes: the UIKit view's own code (a toolbar button in a text view) sets
/// it, out of the reader's sight, so the move it shows is reported where it is written, not
/// guessed and not dropped silently.
extension NavigationResolver {
  /// Warns at each presentation whose state only representables are given: bound to a
  /// representable's `@Binding`, and written by none of the effects the reader read. Linear in the
  /// aliases and the effects.
  func reportRepresentableOnlyPresentations() {
    var boundInto: [StateKey: String] = [:]
    for (binding, targets) in reader.aliases.sorted(by: { "\($0.key)" < "\($1.key)" }) {
      guard let type = index.types[binding.owner], type.isRepresentable else { continue }
      for target in targets where boundInto[target] == nil { boundInto[target] = type.qualifiedName }
    }
    guard !boundInto.isEmpty else { return }
    var written: Set<StateKey> = []
    var pending = readEffects()
    while let effect = pending.popLast() {
      switch effect {
      case .write(let key, _, _), .toggle(let key, _), .advance(let key, _, _):
        written.formUnion(origins(of: key))
      case .branches(let branches, _): for branch in branches { pending += branch.effects }
      case .storedClosure(_, let effects, _): pending += effects
      default: break
      }
    }
    for (key, representable) in boundInto.sorted(by: { "\($0.key)" < "\($1.key)" })
    where !written.contains(key) {
      for presentation in presentations(of: key) {
        warn(
          "the \(presentation.kind.rawValue) here is shown by '\(key)', which only '\(representable)' is given, a UIKit view whose code the reader does not follow; add the link through the overlay on the screen that shows it",
          at: presentation.location)
      }
    }
  }
}
