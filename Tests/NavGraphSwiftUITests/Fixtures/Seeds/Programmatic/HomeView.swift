// swift-format-ignore-file
// Transcribed from the first seed; the glue (marked) is what samples/programmatic.json assumes:
// Home sits in a NavigationView and reaches the calendar and the export flow.
import SwiftUI

struct HomeView: View {
    @EnvironmentObject private var tabController: TabController
    @State private var isExporting = false // glue

    var body: some View {
        NavigationView { // glue
            ScrollView {
                // ...
                Button("Open settings") {
                    tabController.open(.settings)
                }
                NavigationLink("Your calendar") { // glue
                    CalendarRootView(calendarController: CalendarController())
                }
                Button("Export video") { // glue
                    isExporting = true
                }
            }
            .sheet(isPresented: $isExporting) { // glue
                VideoExportView(exporter: VideoExporter())
            }
        }
    }
}
