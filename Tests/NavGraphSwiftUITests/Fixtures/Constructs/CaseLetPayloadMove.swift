// A router's `go(_:)` switches on a move and passes its payload on (`case let .push(leaf):
// path.append(leaf)`, `case let .modal(pop): self.pop = pop`); a button component stores the move
// its initializer wraps.
// Expected: entry Shelf (stack); Shelf: push Book (value Leaf), sheet Notes (from MoveButton).
import SwiftUI

enum Leaf: Hashable { case book }

enum Pop: String, Identifiable {
  case notes
  var id: String { rawValue }
}

enum Move: Hashable {
  case push(Leaf)
  case modal(Pop)
}

@Observable final class Pilot {
  var path: [Leaf] = []
  var pop: Pop?
  func go(_ move: Move) {
    switch move {
    case let .push(leaf): path.append(leaf)
    case let .modal(pop): self.pop = pop
    }
  }
}

struct MoveButton: View {
  @Environment(Pilot.self) private var pilot
  private let move: Move
  private let title: String
  init(_ title: String, push leaf: Leaf) {
    self.title = title
    self.move = .push(leaf)
  }
  init(_ title: String, modal pop: Pop) {
    self.title = title
    self.move = .modal(pop)
  }
  var body: some View { Button(title) { pilot.go(move) } }
}

@main
struct ShelfApp: App {
  var body: some Scene { WindowGroup { Shelf() } }
}

struct Shelf: View {
  @State private var pilot = Pilot()
  var body: some View {
    @Bindable var pilot = pilot
    NavigationStack(path: $pilot.path) {
      VStack {
        MoveButton("Book", push: .book)
        MoveButton("Notes", modal: .notes)
      }
      .navigationDestination(for: Leaf.self) { _ in Book() }
    }
    .sheet(item: $pilot.pop) { _ in Notes() }
    .environment(pilot)
  }
}

struct Book: View {
  var body: some View { Text("Book") }
}

struct Notes: View {
  var body: some View { Text("Notes") }
}
