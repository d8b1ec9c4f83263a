import SwiftUI

// A header component that closes its screen through `self.presentationMode`.

@main
struct TideApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        NavigationLink("Tides") { TideTableView() }
      }
    }
  }
}

struct TideHeader: View {
  @Environment(\.presentationMode) var presentationMode: Binding<PresentationMode>

  var body: some View {
    Button("Back") {
      self.presentationMode.wrappedValue.dismiss()
    }
  }
}

struct TideTableView: View {
  var body: some View {
    VStack {
      TideHeader()
      Text("High water")
    }
    .navigationBarBackButtonHidden(true)
  }
}
