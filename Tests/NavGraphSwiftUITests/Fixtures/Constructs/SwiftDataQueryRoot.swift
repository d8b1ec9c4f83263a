// The root switches on whether a SwiftData query has results; screens insert the first object
// and delete them all.
// Expected: entry KayakWelcome (a fresh store is empty); KayakWelcome: sheet KayakSignup 'Sign up';
//           KayakSignup: replace KayakLog 'Create', dismissAction 'Cancel';
//           KayakLog: replace KayakWelcome 'Sign out'.
import SwiftData
import SwiftUI

@Model
final class Paddler {
  var name: String
  init(name: String) { self.name = name }
}

@main
struct KayakApp: App {
  var body: some Scene {
    WindowGroup { KayakRoot() }
      .modelContainer(for: Paddler.self)
  }
}

struct KayakRoot: View {
  @Query private var paddlers: [Paddler]
  var body: some View {
    if paddlers.first != nil {
      KayakLog()
    } else {
      KayakWelcome()
    }
  }
}

struct KayakWelcome: View {
  @State private var signingUp = false
  var body: some View {
    Button("Sign up") { signingUp = true }
      .sheet(isPresented: $signingUp) { KayakSignup() }
  }
}

struct KayakSignup: View {
  @Environment(\.modelContext) private var modelContext
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Create") {
      let paddler = Paddler(name: "Ria")
      modelContext.insert(paddler)
      try? modelContext.save()
    }
    Button("Cancel") { dismiss() }
  }
}

struct KayakLog: View {
  @Environment(\.modelContext) private var modelContext
  var body: some View {
    Button("Sign out") { try? modelContext.delete(model: Paddler.self) }
  }
}
