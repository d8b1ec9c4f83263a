import SwiftUI

// A method of a declared type whose declared result is no optional: its value is not nil, so
// writing it to an item opens the destination, whatever its body calls.
final class ParcelAPI {
  func openLabel(for parcel: String) async throws -> String {
    try await Courier.shared.label(parcel)
  }
}

@MainActor
final class ParcelModel: ObservableObject {
  @Published var labelID: String?

  func print(_ parcel: String) async {
    do {
      let id = try await ParcelAPI().openLabel(for: parcel)
      labelID = id
    } catch {
      labelID = nil
    }
  }
}

@main
struct ParcelApp: App {
  var body: some Scene {
    WindowGroup { ParcelList() }
  }
}

struct ParcelList: View {
  @StateObject private var model = ParcelModel()

  var body: some View {
    NavigationStack {
      List(["box", "crate"], id: \.self) { parcel in
        Button("Print \(parcel)") { Task { await model.print(parcel) } }
      }
      .navigationDestination(item: $model.labelID) { id in LabelSheet(id: id) }
    }
  }
}

struct LabelSheet: View {
  let id: String
  var body: some View { Text(id) }
}
