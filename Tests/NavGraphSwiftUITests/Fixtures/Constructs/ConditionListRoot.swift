import SwiftUI

// A root choice on a condition list with an optional binding: `if member.signedIn, let card =
// member.card { ... } else { ... }`, both an object's published properties. The welcome screen
// signs in with a card; the card screen signs out.
@main
struct FernApp: App {
  var body: some Scene {
    WindowGroup {
      FernRoot()
    }
  }
}

final class FernMember: ObservableObject {
  static let shared = FernMember()
  @Published var signedIn = false
  @Published var card: FernCard?
}

struct FernCard {
  var name: String
}

struct FernRoot: View {
  @ObservedObject private var member = FernMember.shared

  var body: some View {
    if member.signedIn, let card = member.card {
      FernCardView(card: card)
    } else {
      FernWelcome()
    }
  }
}

struct FernWelcome: View {
  @ObservedObject private var member = FernMember.shared

  var body: some View {
    Button("Sign in") {
      member.card = FernCard(name: "Fern")
      member.signedIn = true
    }
  }
}

struct FernCardView: View {
  var card: FernCard
  @ObservedObject private var member = FernMember.shared

  var body: some View {
    Button("Sign out") { member.signedIn = false }
  }
}
