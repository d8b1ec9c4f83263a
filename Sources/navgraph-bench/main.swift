print("navgraph-bench: under construction")
