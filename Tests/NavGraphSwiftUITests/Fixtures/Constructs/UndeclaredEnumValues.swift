import SwiftUI

// `Roster` is an enum kept in a model file this fixture leaves out, as `Badge` is.

@main
struct ClubApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        ClubView()
          .navigationDestination(for: Roster.self) { roster in RosterView(roster: roster) }
      }
    }
  }
}

struct ClubView: View {
  let clubID = 7

  var body: some View {
    VStack {
      NavigationLink("Members", value: Roster.members(club: clubID))
      NavigationLink("Guests", value: Roster.guests)
      NavigationLink("Badges", value: Badge.gold(rank: 1))
    }
  }
}

struct RosterView: View {
  let roster: Roster

  var body: some View {
    Text("Roster")
  }
}
