import SwiftUI

// Rows of an enumerated collection, the offset for a staggered animation, the element for a cover.
@main
struct ParcelListApp: App {
  var body: some Scene {
    WindowGroup { ParcelListView() }
  }
}

struct Parcel: Identifiable {
  let id: Int
  let name: String
}

struct ParcelListView: View {
  @State private var parcels = [Parcel(id: 1, name: "Books"), Parcel(id: 2, name: "Lamp")]
  @State private var tracked: Parcel?
  @State private var shown = false

  var body: some View {
    List {
      ForEach(Array(parcels.enumerated()), id: \.element.id) { position, parcel in
        Button(parcel.name) { tracked = parcel }
          .opacity(shown ? 1 : 0)
          .animation(.easeIn.delay(Double(position) * 0.1), value: shown)
      }
    }
    .fullScreenCover(item: $tracked) { parcel in
      ParcelTrackingView(parcel: parcel)
    }
  }
}

struct ParcelTrackingView: View {
  let parcel: Parcel
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}
