// A root chain whose last clause holds whenever the clauses before it fail (`else if onboarded &&
// signedIn`): the chain's `else`.
import SwiftUI

@main
struct TalkApp: App {
  @AppStorage("onboarded") private var onboarded = false
  @AppStorage("signedIn") private var signedIn = false

  var body: some Scene {
    WindowGroup {
      if !onboarded {
        TalkIntro()
      } else if !signedIn {
        TalkLogin()
      } else if onboarded && signedIn {
        TalkTabs()
      }
    }
  }
}

struct TalkIntro: View {
  @AppStorage("onboarded") private var onboarded = false
  var body: some View { Button("Start") { onboarded = true } }
}

struct TalkLogin: View {
  @AppStorage("signedIn") private var signedIn = false
  var body: some View { Button("Sign in") { signedIn = true } }
}

struct TalkTabs: View {
  var body: some View {
    TabView {
      TalkChats().tabItem { Text("Chats") }
      TalkMe().tabItem { Text("Me") }
    }
  }
}

struct TalkChats: View {
  var body: some View { Text("Chats") }
}

struct TalkMe: View {
  @AppStorage("signedIn") private var signedIn = false
  var body: some View { Button("Sign out") { signedIn = false } }
}
