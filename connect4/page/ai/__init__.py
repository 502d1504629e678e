"""The page's AI players:
which worker answers, their readiness, the pace of replies, the AI's cards and words.
"""
