import SwiftUI

// A sheet whose body is a switch on the loading state of a model its presenter gives, of a type
// not in the files read: one screen whose layout follows the data, not a choice of screens.

enum LoadState { case loading, loaded([String]), failed(String) }

@main
struct RatesApp: App {
  var body: some Scene { WindowGroup { RatesHome(shared: RatesModel()) } }
}

struct RatesHome: View {
  @State private var showRates = false
  let shared: RatesModel
  var body: some View {
    Button("Rates") { showRates = true }
      .sheet(isPresented: $showRates) { RatesSheet(model: shared) }
  }
}

struct RatesSheet: View {
  @ObservedObject private var model: RatesModel
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    switch model.state {
    case .loading:
      ProgressView()
    case .loaded(let rates):
      VStack {
        ForEach(rates, id: \.self) { Text($0) }
        Button("Close") { dismiss() }
      }
    case .failed(let message):
      Text(message)
    }
  }
}
