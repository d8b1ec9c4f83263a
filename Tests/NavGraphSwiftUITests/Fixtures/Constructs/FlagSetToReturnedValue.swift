import SwiftUI

// The cover's flag, handed down as a binding, set to the Bool a model's method returns: `false`
// once the badge is verified (the cover closes), `true` while it is not (it stays up).
final class BadgeModel: ObservableObject {
  @Published var number = ""

  func verify() async throws -> Bool {
    guard !number.isEmpty else { return true }
    try await Task.sleep(nanoseconds: 1_000)
    return false
  }
}

@main
struct LockerApp: App {
  var body: some Scene {
    WindowGroup { LockerHall() }
  }
}

struct LockerHall: View {
  @State private var showsCheckIn = false

  var body: some View {
    NavigationStack {
      Button("Check in") { showsCheckIn = true }
    }
    .fullScreenCover(isPresented: $showsCheckIn) {
      NavigationStack { CheckInStart(showsCheckIn: $showsCheckIn) }
    }
  }
}

struct CheckInStart: View {
  @Binding var showsCheckIn: Bool

  var body: some View {
    NavigationLink("Badge") { BadgeEntry(showsCheckIn: $showsCheckIn) }
  }
}

struct BadgeEntry: View {
  @StateObject private var model = BadgeModel()
  @Binding var showsCheckIn: Bool

  var body: some View {
    Button("Verify") {
      Task {
        do {
          showsCheckIn = try await model.verify()
        } catch {
          print(error)
        }
      }
    }
  }
}
