// A root chain testing a computed property of the auth object negated (`!auth.isIn` with `var isIn:
// Bool { member != nil }`) and an optional flag given a default (`!(auth.member?.onboarded ?? true)`).
import SwiftUI

@main
struct DeskApp: App {
  var body: some Scene {
    WindowGroup { DeskRoot() }
  }
}

struct Member { let name: String; var onboarded: Bool }

final class DeskAuth: ObservableObject {
  @Published var member: Member? = nil
  @Published var ready = false
  var isIn: Bool {
    member != nil
  }
  func signIn() { member = Member(name: "a", onboarded: false) }
}

struct DeskRoot: View {
  @StateObject var auth = DeskAuth()

  var body: some View {
    Group {
      if !auth.ready {
        DeskSplash()
      } else if !auth.isIn {
        DeskWelcome().environmentObject(auth)
      } else if !(auth.member?.onboarded ?? true) {
        DeskOnboarding().environmentObject(auth)
      } else {
        DeskInside()
      }
    }
  }
}

struct DeskSplash: View {
  var body: some View { Text("…") }
}

struct DeskWelcome: View {
  @EnvironmentObject var auth: DeskAuth
  var body: some View { Button("Sign in") { auth.signIn() } }
}

struct DeskInside: View {
  var body: some View { Text("in") }
}

struct DeskOnboarding: View {
  @EnvironmentObject var auth: DeskAuth
  var body: some View { Button("Done") { auth.member?.onboarded = true } }
}
