// swift-format-ignore-file
import SwiftUI

/// The item of a sheet is a class, held as an optional `@Published` property of a view model.
final class ReceiptModel: Identifiable {
    let id = UUID()
    let total: Int

    init(total: Int) {
        self.total = total
    }
}

final class CheckoutModel: ObservableObject {
    @Published var receipt: ReceiptModel?

    func pay() {
        receipt = ReceiptModel(total: 12)
    }
}

struct CheckoutScreen: View {
    @StateObject private var model = CheckoutModel()

    var body: some View {
        Button("Pay") { model.pay() }
            .sheet(item: $model.receipt) { receipt in
                ReceiptScreen(receipt: receipt)
            }
    }
}

struct ReceiptScreen: View {
    let receipt: ReceiptModel
    var body: some View { Text("\(receipt.total)") }
}
