import SwiftUI

// A badge that links to its member's page only when its creator allows it (`if linksOut { ... }
// else { ... }`, set through its own initializer): the lobby allows it, the roster and the editor
// give `false`.
@main
struct GuildApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { LobbyView() }
    }
  }
}

struct Member {
  var name: String
}

struct MemberBadge: View {
  let member: Member?
  let linksOut: Bool

  init(member: Member?, linksOut: Bool) {
    self.member = member
    self.linksOut = linksOut
  }

  var body: some View {
    if let member {
      if linksOut {
        NavigationLink {
          MemberPageView(member: member)
        } label: {
          Text(member.name)
        }
      } else {
        Text(member.name)
      }
    }
  }
}

struct LobbyView: View {
  var body: some View {
    List {
      NavigationLink("Roster") { RosterView() }
      NavigationLink("Edit") { BadgeEditorView() }
      MemberBadge(member: Member(name: "Ada"), linksOut: true)
    }
    .navigationTitle("Lobby")
  }
}

struct RosterView: View {
  var body: some View {
    MemberBadge(member: Member(name: "Bo"), linksOut: false)
  }
}

struct BadgeEditorView: View {
  var body: some View {
    Form { MemberBadge(member: nil, linksOut: false) }
  }
}

struct MemberPageView: View {
  let member: Member
  var body: some View { Text(member.name) }
}
