import SwiftUI

// A link active from the start (`isActive: .constant(true)`) pushes as soon as it is shown: under
// `if let` it is pushed by whatever gives the optional a value, under `if flag` by whatever sets
// the flag. The link itself is never tapped (it is hidden, or its label is empty).
@main
struct TicketApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationView { KioskView() }
    }
  }
}

struct KioskView: View {
  @State private var ticketCode: String?
  @State private var printed = false

  var body: some View {
    VStack {
      if let code = ticketCode {
        NavigationLink("Continue", destination: TicketView(code: code), isActive: .constant(true))
          .hidden()
      }
      if printed {
        NavigationLink(destination: ReceiptView(), isActive: .constant(true)) {
          EmptyView()
        }
      }
      Button("Scan") { ticketCode = "A1" }
      Button("Print") { printed = true }
    }
  }
}

struct TicketView: View {
  let code: String

  var body: some View {
    Text(code)
  }
}

struct ReceiptView: View {
  var body: some View {
    Text("Receipt")
  }
}
