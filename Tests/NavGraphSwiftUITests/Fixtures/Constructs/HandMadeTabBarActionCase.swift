import SwiftUI

// A tab bar drawn by hand with an action case: DuneShell switches on its own `spot` between two
// roots and `.compose`, a case that shows no view type and, on appear, opens the composer sheet
// and sets the selection back to `.feed`; DuneBar, given `$spot`, stores each case, its "+"
// `.compose`. The "+" is a control of the shell, no tab.
@main
struct DuneApp: App {
  var body: some Scene {
    WindowGroup { DuneShell() }
  }
}

enum DuneSpot { case feed, compose, profile }

struct DuneShell: View {
  @State private var spot: DuneSpot = .feed
  @State private var showsComposer = false

  var body: some View {
    ZStack {
      Group {
        switch spot {
        case .feed:
          DuneFeed()
        case .profile:
          DuneProfile()
        case .compose:
          Color.clear
            .onAppear {
              showsComposer = true
              spot = .feed
            }
        }
      }
      VStack {
        Spacer()
        DuneBar(spot: $spot)
      }
    }
    .sheet(isPresented: $showsComposer) { DuneComposer() }
  }
}

struct DuneBar: View {
  @Binding var spot: DuneSpot

  var body: some View {
    HStack {
      Button {
        spot = .feed
      } label: {
        Image(systemName: "house")
      }
      Button {
        spot = .compose
      } label: {
        Image(systemName: "plus")
      }
      Button {
        spot = .profile
      } label: {
        Image(systemName: "person")
      }
    }
  }
}

struct DuneFeed: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Dune", destination: DuneDetail())
    }
  }
}

struct DuneProfile: View {
  var body: some View { Text("Profile") }
}

struct DuneDetail: View {
  var body: some View { Text("Detail") }
}

struct DuneComposer: View {
  var body: some View { Text("Composer") }
}
