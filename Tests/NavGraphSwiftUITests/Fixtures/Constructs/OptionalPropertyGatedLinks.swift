import SwiftUI

// A card whose links depend on whether an optional property holds a value (`if let booking`,
// `if booking == nil`): a creator that leaves it out or gives `nil` shows only the branch without
// a value; one that gives a value may show either.

struct Court: Identifiable, Hashable {
  let id: Int
  let name: String
}

struct Booking: Identifiable, Hashable {
  let id: Int
  let court: Court
}

@main
struct CourtsApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        NavigationStack { CourtList() }
          .tabItem { Label("Courts", systemImage: "sportscourt") }
        NavigationStack { BookingList() }
          .tabItem { Label("Bookings", systemImage: "calendar") }
      }
    }
  }
}

struct CourtCard: View {
  var court: Court
  var booking: Booking?

  var body: some View {
    VStack {
      Text(court.name)
      if let booking {
        NavigationLink("Move") { RescheduleView(bookingID: booking.id) }
        NavigationLink("Cancel") { CancelBookingView(bookingID: booking.id) }
      } else {
        NavigationLink("Book") { BookCourtView(courtID: court.id) }
      }
      if booking == nil {
        NavigationLink("Rules") { CourtRulesView() }
      }
    }
  }
}

struct CourtList: View {
  let courts = [Court(id: 1, name: "Centre")]

  var body: some View {
    List(courts) { court in
      CourtCard(court: court)
    }
  }
}

struct BookingList: View {
  let bookings = [Booking(id: 4, court: Court(id: 1, name: "Centre"))]

  var body: some View {
    List(bookings) { booking in
      CourtCard(court: booking.court, booking: booking)
    }
  }
}

struct RescheduleView: View {
  var bookingID: Int
  var body: some View { Text("Move \(bookingID)") }
}

struct CancelBookingView: View {
  var bookingID: Int
  var body: some View { Text("Cancel \(bookingID)") }
}

struct BookCourtView: View {
  var courtID: Int
  var body: some View { Text("Book \(courtID)") }
}

struct CourtRulesView: View {
  var body: some View { Text("Rules") }
}
