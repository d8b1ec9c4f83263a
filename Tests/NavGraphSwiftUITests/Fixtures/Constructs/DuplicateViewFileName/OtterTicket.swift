import SwiftUI

// The newer OtterTicket, in the file named after it.
struct OtterTicket: View {
  @State private var showPay = false
  var body: some View {
    Button("Pay") { showPay = true }.sheet(isPresented: $showPay) { OtterPay() }
  }
}

struct OtterPay: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Done") { dismiss() } }
}

struct OtterHelp: View { var body: some View { Text("Help") } }

struct OtterBadge: View {
  var body: some View { Text("Badge") }
}
