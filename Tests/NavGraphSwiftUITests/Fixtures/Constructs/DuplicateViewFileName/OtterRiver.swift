import SwiftUI

// An older copy of OtterTicket left here, and an OtterBadge with no file of its own.
struct OtterRiver: View {
  @State private var showTicket = false
  var body: some View {
    VStack {
      Button("Ticket") { showTicket = true }
      OtterBadge()
    }
    .sheet(isPresented: $showTicket) { OtterTicket() }
  }
}

struct OtterTicket: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}

struct OtterBadge: View {
  @State private var showHelp = false
  var body: some View {
    Button("Help") { showHelp = true }.sheet(isPresented: $showHelp) { OtterHelp() }
  }
}
