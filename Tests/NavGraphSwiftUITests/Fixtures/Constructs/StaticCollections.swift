// swift-format-ignore-file
import SwiftUI

@main
struct ClinicApp: App {
    var body: some Scene {
        WindowGroup {
            ClinicsView()
        }
    }
}

struct Ward: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct Clinic: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct Pharmacy: Identifiable, Hashable {
    let id: Int
}

/// Data kept apart from the views, as static properties of another type.
enum SampleData {
    static let wards: [Ward] = []
    static let clinics = [Clinic(id: 1, name: "North"), Clinic(id: 2, name: "South")]
}

struct ClinicsView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                // The element type from the static property's declared type.
                ForEach(SampleData.wards) { ward in
                    NavigationLink(value: ward) {
                        Text(ward.name)
                    }
                }
                // From its array literal's elements.
                ForEach(SampleData.clinics) { clinic in
                    NavigationLink(value: clinic) {
                        Text(clinic.name)
                    }
                }
                // From the closure's parameter, where the collection is not read.
                ForEach(loadPharmacies()) { (pharmacy: Pharmacy) in
                    NavigationLink(value: pharmacy) {
                        Text("Pharmacy")
                    }
                }
            }
            .navigationDestination(for: Ward.self) { ward in
                WardView(ward: ward)
            }
            .navigationDestination(for: Clinic.self) { clinic in
                ClinicView(clinic: clinic)
            }
            .navigationDestination(for: Pharmacy.self) { _ in
                PharmacyView()
            }
        }
    }
}

struct WardView: View {
    let ward: Ward
    var body: some View { Text(ward.name) }
}

struct ClinicView: View {
    let clinic: Clinic
    var body: some View { Text(clinic.name) }
}

struct PharmacyView: View {
    var body: some View { Text("Pharmacy") }
}
