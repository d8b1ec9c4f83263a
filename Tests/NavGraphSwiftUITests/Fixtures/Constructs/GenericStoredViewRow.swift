import SwiftUI

@main
struct WalkerApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack { WalkerHome() }
    }
  }
}

struct WalkerHome: View {
  var body: some View {
    VStack {
      WalkerRow(target: WalkerSchedule(), caption: "Book a walk")
      WalkerBack(target: WalkerHistory())
    }
  }
}

struct WalkerSchedule: View {
  var body: some View {
    WalkerBack(target: WalkerHome())
  }
}

struct WalkerHistory: View {
  var body: some View {
    Text("Past walks")
  }
}

struct WalkerRow<Page: View>: View {
  @State var target: Page
  @State var caption: String

  var body: some View {
    NavigationLink() {
      target
        .navigationBarBackButtonHidden(true)
    } label: {
      Text(caption)
    }
  }
}

struct WalkerBack<Page: View>: View {
  let target: Page

  var body: some View {
    HStack {
      NavigationLink() {
        target
          .navigationBarBackButtonHidden(true)
          .navigationBarHidden(true)
      } label: {
        Image(systemName: "chevron.left")
      }
      Spacer()
    }
  }
}
