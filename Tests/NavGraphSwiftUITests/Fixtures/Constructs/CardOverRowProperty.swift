import SwiftUI

@main
struct KilnApp: App {
  var body: some Scene { WindowGroup { FiringForm() } }
}

/// The date card shows over one row of the form, drawn by a property the form lays out beside
/// its other rows: a card in place, not a cover over the screen.
struct FiringForm: View {
  @State private var picking = false
  @State private var day: Date?

  var body: some View {
    NavigationStack {
      VStack {
        TextField("Glaze", text: .constant(""))
        dayRow
        Button("Save") {}
      }
    }
  }

  private var dayRow: some View {
    ZStack {
      HStack {
        Text("Day")
        Spacer()
        Button("Pick") { picking.toggle() }
      }
      if picking {
        DayCard(shown: $picking, day: $day)
      }
    }
  }
}

struct DayCard: View {
  @Binding var shown: Bool
  @Binding var day: Date?

  var body: some View {
    HStack {
      Button("Cancel") { shown = false }
      Button("Set") {
        day = Date()
        shown = false
      }
    }
  }
}
